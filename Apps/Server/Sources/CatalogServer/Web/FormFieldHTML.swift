import Presentation

/// A form's field as an editor page shows it, for any feature: its label, the control its
/// `FormControl` asks for with what is typed in it, and its problem beside it, tied to it
/// for screen readers.
enum FormFieldHTML {
    /// - Parameter choices: the items a reference field may choose; without them it is typed.
    static func html<Field: FormField>(_ field: Field, value: String, problem: String?, choices: [FormChoice] = []) -> HTML {
        let name = field.rawValue
        let invalid: HTML? = problem == nil ? nil : " aria-invalid=\"true\" aria-describedby=\"\(name)-problem\""
        let hint = field.hint.map { hint -> HTML in " placeholder=\"\(hint)\"" }
        let control: HTML = switch field.control {
        case .reference where !choices.isEmpty:
            "<select id=\"\(name)\" name=\"\(name)\"\(invalid)>\(HTML(options(choices, selected: value)))</select>"
        case .text, .reference:
            "<input id=\"\(name)\" name=\"\(name)\" value=\"\(value)\"\(hint)\(invalid)>"
        case .lines:
            "<textarea id=\"\(name)\" name=\"\(name)\" rows=\"3\"\(hint)\(invalid)>\(value)</textarea>"
        case .flag:
            "<input type=\"checkbox\" id=\"\(name)\" name=\"\(name)\" value=\"yes\"\(FormText.flag(value) == true ? " checked" : "")\(invalid)>"
        case .day:
            "<input type=\"date\" id=\"\(name)\" name=\"\(name)\" value=\"\(value)\"\(invalid)>"
        case .choice(let choices):
            // A value that is none of the choices stays one, so that sending the form back keeps what was sent.
            "<select id=\"\(name)\" name=\"\(name)\"\(invalid)>\(HTML(options(choices, selected: value)))</select>"
        }
        return """
            <div class="field\(problem == nil ? "" : " invalid")">
                  <label for="\(name)">\(field.label)</label>
                  \(control)
                  \(problem.map { problem -> HTML in "<p class=\"field-problem\" id=\"\(name)-problem\">\(problem)</p>" })
                </div>
            """
    }

    /// Every field of `form` with what is typed in it, as a description list's terms and
    /// details: the values a delete asks about, or another's after a conflict.
    static func values<Form: EditorForm>(of form: Form) -> HTML {
        HTML(Form.Field.allCases.map { field -> HTML in "<dt>\(field.label)</dt><dd>\(form[field])</dd>" })
    }

    private static func options(_ choices: [String], selected: String) -> [HTML] {
        options(choices.map { FormChoice(value: $0, title: $0) }, selected: selected)
    }

    private static func options(_ choices: [FormChoice], selected: String) -> [HTML] {
        let kept: [HTML] = choices.contains { $0.value == selected } ? [] : ["<option value=\"\(selected)\" selected>\(selected.isEmpty ? "Choose…" : selected)</option>"]
        return kept + choices.map { choice -> HTML in "<option value=\"\(choice.value)\"\(choice.value == selected ? " selected" : "")>\(choice.title)</option>" }
    }
}
