import APIContract
import Hummingbird

// The contract's DTOs are answers as they are: encoded with the context's encoder.
extension ProductDTO: ResponseEncodable {}
extension ProductPageDTO: ResponseEncodable {}
extension CategoryListDTO: ResponseEncodable {}

/// A problem, thrown: Hummingbird answers with it as RFC 9457 problem details.
struct ProblemError: HTTPResponseError {
    let problem: ProblemDTO

    init(_ problem: ProblemDTO) {
        self.problem = problem
    }

    var status: HTTPResponse.Status { HTTPResponse.Status(code: problem.status) }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(problem, from: request, context: context)
        response.status = status
        response.headers[.contentType] = ProblemDTO.mediaType
        return response
    }

    /// The answer `body` gives, or its problem thrown as an HTTP error.
    static func answering<Value>(_ body: () async throws(ProblemDTO) -> Value) async throws(ProblemError) -> Value {
        do {
            return try await body()
        } catch {
            throw ProblemError(error)
        }
    }
}
