import Presentation

/// Why a list is empty, as two lines.
struct EmptyTextView {
    let style: TextStyle

    func render(_ empty: EmptyViewData) -> String {
        style.bold(empty.title) + "\n" + empty.message + "\n"
    }
}
