/// How `catalog` ends. Scripts can tell "not there" from "asked wrongly" from "cannot
/// read the data" without parsing messages. Codes above 1 follow BSD's sysexits.h.
public enum CLIExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    /// What was asked for does not exist.
    case notFound = 1
    /// What was given to save breaks the rules; stderr has a line per field.
    case invalidDraft = 2
    /// Someone else changed it since it was read; nothing was saved.
    case conflict = 3
    /// An argument or option is malformed or out of range (EX_USAGE).
    case usage = 64
    /// A deep link could not be understood (EX_DATAERR).
    case badLink = 65
    /// Something that should not happen did (EX_SOFTWARE).
    case internalError = 70
    /// The database could not be opened or read (EX_IOERR).
    case storageUnavailable = 74
    /// The change needs a permission not given: a server's token (EX_NOPERM).
    case notAllowed = 77
}
