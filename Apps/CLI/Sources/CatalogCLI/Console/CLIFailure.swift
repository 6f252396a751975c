/// A failure a command reports as one line on stderr and an exit status.
struct CLIFailure: Error {
    let message: String
    let status: CLIExitStatus
}
