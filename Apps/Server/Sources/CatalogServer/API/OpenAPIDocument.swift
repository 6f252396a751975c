/// The OpenAPI 3.1 description of `/api/v1`, served at `/openapi.yaml`. Tests check the
/// API's responses against it.
enum OpenAPIDocument {
    static let yaml = """
        openapi: 3.1.0
        info:
          title: Catalog API
          version: 1.0.0
          description: Search and read the product catalog. Errors are RFC 9457 problem details.
        servers:
          - url: http://127.0.0.1:8080
        paths:
          /api/v1/products:
            get:
              operationId: searchProducts
              summary: One page of the products that match a search.
              parameters:
                - name: search
                  in: query
                  description: Words to find in names and summaries; each is matched as a word prefix.
                  schema: { type: string, maxLength: 200 }
                - name: category
                  in: query
                  description: A category slug; empty means every category.
                  schema: { type: string, pattern: "^[a-z0-9-]{0,64}$" }
                - name: sort
                  in: query
                  schema: { type: string, enum: [relevance, name, price-asc, price-desc], default: relevance }
                - name: page
                  in: query
                  description: A page past the last is an empty page, not an error.
                  schema: { type: integer, minimum: 1, maximum: 1000000, default: 1 }
                - name: page-size
                  in: query
                  schema: { type: integer, minimum: 1, maximum: 100, default: 20 }
              responses:
                "200":
                  description: The page.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/ProductPage" }
                "400": { $ref: "#/components/responses/Problem" }
                "503": { $ref: "#/components/responses/Problem" }
          /api/v1/products/{id}:
            get:
              operationId: getProduct
              summary: One product.
              parameters:
                - name: id
                  in: path
                  required: true
                  schema: { type: integer, minimum: 1, maximum: 9223372036854775807 }
              responses:
                "200":
                  description: The product.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/Product" }
                "400": { $ref: "#/components/responses/Problem" }
                "404": { $ref: "#/components/responses/Problem" }
                "503": { $ref: "#/components/responses/Problem" }
          /api/v1/categories:
            get:
              operationId: listCategories
              summary: Every category with how many products it holds, ordered by name.
              responses:
                "200":
                  description: The categories.
                  content:
                    application/json:
                      schema: { $ref: "#/components/schemas/CategoryList" }
                "503": { $ref: "#/components/responses/Problem" }
          /health:
            get:
              operationId: health
              summary: Liveness.
              responses:
                "200":
                  description: The server is up.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [status]
                        properties:
                          status: { type: string, enum: [ok] }
        components:
          responses:
            Problem:
              description: What went wrong.
              content:
                application/problem+json:
                  schema: { $ref: "#/components/schemas/Problem" }
          schemas:
            ProductPage:
              type: object
              required: [products, page, pageSize, totalCount, pageCount]
              additionalProperties: false
              properties:
                products: { type: array, items: { $ref: "#/components/schemas/Product" } }
                page: { type: integer, minimum: 1 }
                pageSize: { type: integer, minimum: 1, maximum: 100 }
                totalCount: { type: integer, minimum: 0 }
                pageCount: { type: integer, minimum: 0 }
            Product:
              type: object
              required: [id, name, summary, price, category, stock, version]
              additionalProperties: false
              properties:
                id: { type: integer, minimum: 1 }
                name: { type: string }
                summary: { type: string }
                price: { $ref: "#/components/schemas/Price" }
                category: { $ref: "#/components/schemas/Category" }
                stock: { type: integer, minimum: 0 }
                version: { type: integer, minimum: 1 }
            Price:
              type: object
              required: [minorUnits, currency]
              additionalProperties: false
              properties:
                minorUnits: { type: integer, minimum: 0 }
                currency: { type: string, pattern: "^[A-Z]{3}$" }
            Category:
              type: object
              required: [slug, name]
              additionalProperties: false
              properties:
                slug: { type: string }
                name: { type: string }
            CategoryList:
              type: object
              required: [categories]
              additionalProperties: false
              properties:
                categories: { type: array, items: { $ref: "#/components/schemas/CategorySummary" } }
            CategorySummary:
              type: object
              required: [slug, name, productCount]
              additionalProperties: false
              properties:
                slug: { type: string, pattern: "^[a-z0-9-]{1,64}$" }
                name: { type: string }
                productCount: { type: integer, minimum: 0 }
            Problem:
              type: object
              required: [type, title, status, detail]
              properties:
                type: { type: string }
                title: { type: string }
                status: { type: integer, minimum: 400, maximum: 599 }
                detail: { type: string }
        """
}
