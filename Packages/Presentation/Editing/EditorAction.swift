/// What every editor is sent, whatever it edits.
public enum EditorAction<Form: EditorForm>: Equatable, Sendable {
    /// Loads the item's current values into the form (an existing item only).
    case load
    /// Replaces what is typed.
    case edit(Form)
    case save
    /// After a conflict: take the item's current values and version, to edit again.
    case reload
    /// Saves and deletes apply only while the item is at this version: for a script that
    /// read the item earlier and must not overwrite a change made since.
    case expect(version: Int)
    case delete
}
