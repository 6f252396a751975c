/// An editor view model, as apps drive any of them: the state to draw, and the actions.
public protocol FormEditor: AnyObject {
    associatedtype Form: EditorForm
    associatedtype Saved: Hashable & Sendable
    var state: EditorState<Form, Saved> { get }
    func send(_ action: EditorAction<Form>) async
}
