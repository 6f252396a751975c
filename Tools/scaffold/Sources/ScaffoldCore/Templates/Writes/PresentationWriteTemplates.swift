extension FeatureField {
    /// The field's text in a form, from the Domain value `value`.
    func toForm(_ value: String) -> String {
        switch kind {
        case .string: "\(value).\(name)"
        case .int: "String(\(value).\(name))"
        case .bool, .money: "FormText.text(\(value).\(name))"
        case .date: "TimestampText.formText(\(value).\(name))"
        }
    }

    /// What a new form holds in the field: nothing, so that a value left out is a problem
    /// and never a silent 0; a flag is a checkbox, off until checked.
    var emptyFormText: String {
        switch kind {
        case .string, .int, .money, .date: "\"\""
        case .bool: "\"no\""
        }
    }

    /// How the form's text is read, what stands in when it cannot be, and the problem's
    /// reason then: `nil` for text, which is read as typed.
    var formReading: (read: String, standIn: String, reason: String)? {
        switch kind {
        case .string: nil
        case .int: ("FormText.wholeNumber(\(name))", "0", ".notAWholeNumber(\(name))")
        case .bool: ("FormText.flag(\(name))", "false", ".notAFlag(\(name))")
        case .money: ("FormText.money(\(name))", "Money(minorUnits: 0, currency: .usd)", ".notAnAmount(\(name), example: \"12.50 or 12.50 EUR\")")
        case .date: ("TimestampText.timestamp(from: \(name))", "Timestamp(secondsSince1970: 0)", ".notADate(\(name), example: \"2026-01-31 or 2026-01-31 14:30 (UTC)\")")
        }
    }

    /// What the field takes, shown beside it; `nil` for text.
    var formHint: String? {
        switch kind {
        case .string: nil
        case .int: "A whole number"
        case .bool: "yes or no"
        case .money: "An amount, such as 12.50 or 12.50 EUR"
        case .date: "A date in UTC, such as 2026-01-31 or 2026-01-31 14:30"
        }
    }
}

extension FeatureTemplate {
    func form() -> String {
        let readings = fields.compactMap { field in field.formReading.map { (field, $0) } }
        let reads = readings.map { field, reading in
            // A value left out is required, as the rules say of text; a flag has a value either way.
            let reason = field.kind == .bool
                ? reading.reason
                : "\(field.name).allSatisfy(\\.isWhitespace) ? .required : \(reading.reason)"
            return """
            let \(field.name)Value = \(reading.read)
                    if \(field.name)Value == nil { unreadable.append(FieldProblem("\(field.name)", \(reason))) }
            """
        }
        let draftArguments = list { field in
            field.formReading.map { "\(field.name): \(field.name)Value ?? \($0.standIn)" } ?? "\(field.name): \(field.name)"
        }
        return #"""
        import Domain

        /// \#(FeatureName.upperFirst(anItem)) editor's fields as a person typed them: text, read only on save.
        public struct \#(type)Form: EditorForm {
            \#(each(4) { "public var \($0.name): String" })

            public init(\#(list { "\($0.name): String = \($0.emptyFormText)" })) {
                \#(each(8) { "self.\($0.name) = \($0.name)" })
            }

            /// The form of an existing \#(name.singularWords), as an editor starts it.
            init(_ \#(value): \#(type)) {
                self.init(\#(list { "\($0.name): \($0.toForm(value))" }))
            }

            /// The form's fields in the order an editor shows them, so that every app lays out the
            /// same form and a field's problem finds its place by `rawValue`.
            public enum Field: String, FormField {
                case \#(list { $0.name })

                /// What a person reads beside the field.
                public var label: String {
                    switch self {
                    \#(each(12) { "case .\($0.name): \"\($0.label)\"" })
                    }
                }

                /// What the field takes, when it is not plain text.
                public var hint: String? {
                    switch self {
                    \#(each(12) { "case .\($0.name): \($0.formHint.map { "\"\($0)\"" } ?? "nil")" })
                    }
                }

                /// Whether the field is yes or no: a checkbox on a page, `yes` or `no` in its text.
                public var isFlag: Bool {
                    switch self {
                    \#(each(12) { "case .\($0.name): \($0.kind == .bool)" })
                    }
                }
            }

            /// What is typed in `field`.
            public subscript(field: Field) -> String {
                get {
                    switch field {
                    \#(each(12) { "case .\($0.name): \($0.name)" })
                    }
                }
                set {
                    switch field {
                    \#(each(12) { "case .\($0.name): \($0.name) = newValue" })
                    }
                }
            }

            /// The draft the form describes, and the fields that could not be read as typed
            /// (their values in the draft stand in only so that the other fields can be checked).
            func read() -> (draft: \#(type)Draft, unreadable: [FieldProblem]) {
                \#(reads.isEmpty ? "let unreadable: [FieldProblem] = []" : "var unreadable: [FieldProblem] = []\n        " + reads.joined(separator: "\n        "))
                return (\#(type)Draft(\#(draftArguments)), unreadable)
            }
        }

        """#
    }

    func editorState() -> String {
        #"""
        /// Everything \#(anItem) editor shows. Its one owner is `\#(type)EditorViewModel`.
        public typealias \#(type)EditorState = EditorState<\#(type)Form, \#(type)ViewData>

        """#
    }

    func editorViewModel() -> String {
        let kind = name.singularWords
        return #"""
        import Domain
        import Observation

        /// \#(FeatureName.upperFirst(anItem)) editor's logic: load it, save the form over the version it was
        /// loaded at, show every field's problem at once, and after a conflict offer its values
        /// now beside what was typed. Also deletes, over the same version.
        @Observable
        public final class \#(type)EditorViewModel: FormEditor {
            public typealias Action = EditorAction<\#(type)Form>

            public private(set) var state: \#(type)EditorState

            @ObservationIgnored private let useCases: UseCases

            /// The use cases an editor runs.
            public struct UseCases: Sendable {
                let get: any Get\#(type)UseCase
                let create: any Create\#(type)UseCase
                let update: any Update\#(type)UseCase
                let delete: any Delete\#(type)UseCase

                public init(get: any Get\#(type)UseCase, create: any Create\#(type)UseCase, update: any Update\#(type)UseCase, delete: any Delete\#(type)UseCase) {
                    self.get = get
                    self.create = create
                    self.update = update
                    self.delete = delete
                }
            }

            /// An editor for the \#(name.singularWords) `\#(value)ID`, or for a new one when it is `nil`.
            public init(useCases: UseCases, \#(value)ID: Int64?) {
                self.useCases = useCases
                self.state = \#(type)EditorState(itemID: \#(value)ID, form: \#(type)Form(), status: \#(value)ID == nil ? .editing : .loading)
            }

            public func send(_ action: Action) async {
                switch action {
                case .load:
                    await load()
                case .edit(let form):
                    state.edit(form)
                case .save:
                    await save()
                case .reload:
                    state.takeCurrent()
                case .expect(let version):
                    state.version = version
                case .delete:
                    await delete()
                }
            }

            private func load() async {
                guard let id = state.itemID else { return }
                state.status = .loading
                do throws(AppError) {
                    let \#(value) = try await useCases.get.execute(id: \#(type)ID(id))
                    state.form = \#(type)Form(\#(value))
                    state.version = \#(value).version
                    state.status = .editing
                } catch {
                    state.status = .failed(ErrorViewData(error))
                }
            }

            private func save() async {
                let (draft, unreadable) = state.form.read()
                state.status = .saving
                do throws(AppError) {
                    if !unreadable.isEmpty {
                        // Nothing is saved; the other fields are checked too, so that every problem shows at once.
                        let fields = Set(unreadable.map(\.field))
                        let others = \#(type)Rules.problems(with: draft.normalized).filter { !fields.contains($0.field) }
                        throw .invalid(kind: "\#(kind)", problems: FieldProblem.inOrder(of: \#(type)Rules.fields, unreadable + others))
                    }
                    let saved = if let id = state.itemID {
                        // A version never loaded is none: the store answers with a conflict, never an overwrite.
                        try await useCases.update.execute(id: \#(type)ID(id), expectedVersion: state.version ?? 0, with: draft)
                    } else {
                        try await useCases.create.execute(draft)
                    }
                    state = \#(type)EditorState(itemID: saved.id.rawValue, form: \#(type)Form(saved), version: saved.version, status: .saved(\#(type)ViewData(saved)))
                } catch {
                    state.status = await status(for: error)
                }
            }

            private func delete() async {
                guard let id = state.itemID else { return }
                state.status = .saving
                do {
                    try await useCases.delete.execute(id: \#(type)ID(id), expectedVersion: state.version ?? 0)
                    state.status = .deleted
                } catch {
                    state.status = await status(for: error)
                }
            }

            /// What the editor shows after `error`; a conflict reads the \#(name.singularWords) again.
            private func status(for error: AppError) async -> \#(type)EditorState.Status {
                await \#(type)EditorState.status(after: error) { id throws(AppError) in
                    let current = try await useCases.get.execute(id: \#(type)ID(id))
                    return (\#(type)Form(current), current.version)
                }
            }
        }

        """#
    }

    /// Shared by every edited feature with a date field: dates as a form takes them.
    static func timestampFormText() -> String {
        #"""
        import Domain
        import Foundation

        extension TimestampText {
            /// A timestamp as a form shows it: `2026-01-31 14:30`, in UTC.
            public static func formText(_ timestamp: Timestamp) -> String {
                String(describe(timestamp).dropLast(" UTC".count))
            }

            /// A date and maybe a time of day, in UTC: `2026-01-31`, `2026-01-31 14:30`,
            /// `2026-01-31T14:30:05Z`; `nil` for anything else, such as February's 30th.
            public static func timestamp(from text: String) -> Timestamp? {
                var text = text.trimmingCharacters(in: .whitespaces)
                for suffix in [" UTC", "Z"] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
                let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
                guard (1...2).contains(parts.count) else { return nil }
                let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).compactMap { Int64($0) }
                let time = parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false).compactMap { Int64($0) } : [0, 0]
                guard date.count == 3, (2...3).contains(time.count), parts[0].count == 10 else { return nil }
                let (year, month, day) = (date[0], date[1], date[2])
                let (hour, minute, second) = (time[0], time[1], time.count == 3 ? time[2] : 0)
                guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
                    return nil
                }
                let days = daysSince1970(year: year, month: month, day: day)
                // A day past the month's end comes back as another date.
                guard civilDate(daysSince1970: days) == (year, month, day) else { return nil }
                return Timestamp(secondsSince1970: days * 86_400 + hour * 3_600 + minute * 60 + second)
            }

            /// The day count of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
            static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
                let year = month <= 2 ? year - 1 : year
                let era = (year >= 0 ? year : year - 399) / 400
                let yearOfEra = year - era * 400
                let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
                let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
                return era * 146_097 + dayOfEra - 719_468
            }
        }

        """#
    }

    /// The editor's maker, for the screen factory.
    var editorMaker: String {
        #"""
        /// An editor for \#(name.singularWords) `id`, or for a new one when it is `nil`.
        public func \#(value)Editor(id: Int64?) -> \#(type)EditorViewModel {
            let useCases = \#(type)EditorViewModel.UseCases(
                get: container.get\#(type), create: container.create\#(type), update: container.update\#(type), delete: container.delete\#(type)
            )
            return \#(type)EditorViewModel(useCases: useCases, \#(value)ID: id)
        }
        """#
    }
}
