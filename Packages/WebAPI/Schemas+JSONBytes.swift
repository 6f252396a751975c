import APIContract

// The two answers the API gives most, written without `JSONEncoder`; keys in sorted
// order, as `DirectReads`'s tests hold them to the encoder's bytes.

extension Components.Schemas.ProductPage: JSONWritable {
    func write(to json: inout JSONBytes) {
        json.raw(#"{"page":"#)
        json.integer(page)
        json.raw(#","pageCount":"#)
        json.integer(pageCount)
        json.raw(#","pageSize":"#)
        json.integer(pageSize)
        json.raw(#","products":"#)
        json.array(products)
        json.raw(#","totalCount":"#)
        json.integer(totalCount)
        json.raw("}")
    }
}

extension Components.Schemas.Product: JSONWritable {
    func write(to json: inout JSONBytes) {
        json.raw(#"{"category":"#)
        category.write(to: &json)
        json.raw(#","id":"#)
        json.integer(id)
        json.raw(#","name":"#)
        json.string(name)
        json.raw(#","price":"#)
        price.write(to: &json)
        json.raw(#","stock":"#)
        json.integer(stock)
        json.raw(#","summary":"#)
        json.string(summary)
        json.raw(#","version":"#)
        json.integer(version)
        json.raw("}")
    }
}

extension Components.Schemas.Category: JSONWritable {
    func write(to json: inout JSONBytes) {
        json.raw(#"{"name":"#)
        json.string(name)
        json.raw(#","slug":"#)
        json.string(slug)
        json.raw("}")
    }
}

extension Components.Schemas.Price: JSONWritable {
    func write(to json: inout JSONBytes) {
        json.raw(#"{"currency":"#)
        json.string(currency)
        json.raw(#","minorUnits":"#)
        json.integer(minorUnits)
        json.raw("}")
    }
}
