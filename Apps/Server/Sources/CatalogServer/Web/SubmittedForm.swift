import Hummingbird
import Presentation

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

/// An editor's form as a browser sends it back: each of its fields as typed, by the
/// field's name, and the version the page showed. Names the form has not are left unread.
struct SubmittedEditorForm<Form: EditorForm>: Decodable, Sendable {
    let values: [Form.Field: String]
    let version: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Name.self)
        var values: [Form.Field: String] = [:]
        for field in Form.Field.allCases {
            values[field] = try container.decodeIfPresent(String.self, forKey: Name(field.rawValue))
        }
        self.values = values
        version = try container.decodeIfPresent(Int.self, forKey: Name("version"))
    }

    /// `form` with every field as sent. A field the browser left out reads as empty, and a
    /// checkbox left unchecked, which a browser does not send, as `no`.
    func form(over form: Form) -> Form {
        var form = form
        for field in Form.Field.allCases {
            form[field] = values[field] ?? (field.control == .flag ? "no" : "")
        }
        return form
    }

    private struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A delete confirmation as a browser sends it back.
struct SubmittedDeletion: Decodable, Sendable {
    let version: Int?
}
