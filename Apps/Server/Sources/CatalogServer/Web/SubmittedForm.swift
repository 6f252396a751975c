import Hummingbird

/// A page's form, read from a request's body. A body that is not that form (a field given
/// twice, a nested key, an escape that is not one, a value of another type) is the
/// client's mistake, whether the form's syntax or its fields are wrong: a 400
/// page that says so, with the request's id like every answer, never a bare 500.
enum SubmittedForm {
    static func decode<Fields: Decodable & Sendable>(_ type: Fields.Type, from request: Request, context: AppRequestContext) async throws -> Fields {
        do {
            return try await URLEncodedFormDecoder().decode(type, from: request, context: context)
        } catch is DecodingError, is URLEncodedFormError {
            throw PageError.message(
                status: .badRequest, title: "Form not read",
                message: "The form that was sent could not be read. Go back, reload the page and try again."
            )
        }
    }
}
