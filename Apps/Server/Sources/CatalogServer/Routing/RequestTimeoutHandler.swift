import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow, so that idle, half-sent or unread
/// connections cannot pile up: a request's head must be complete within `headTimeout` of
/// the connection opening or of the last response (which also ends an idle keep-alive
/// connection), and its body within `bodyTimeout` of its head; and a client that takes
/// nothing of what the server has to send (the channel stays unwritable: its buffers are
/// full) is cut off after `headTimeout` too. No other clock runs while the server itself
/// is answering.
///
/// Requests may be pipelined: a client can send the next before the last is answered, and
/// the server reads it while it answers. A request read that way is the server's to answer,
/// not the client's to finish, so its clocks wait for the server: no clock runs until every
/// request before it is answered, then its body's clock starts if its body is not yet in,
/// and the head's clock only once nothing is left to answer.
///
/// A request moves the deadline three times; a timer is scheduled only when none is
/// pending that fires before the new deadline, and one that fires early looks at the
/// deadline then and waits again for what is left. So a keep-alive connection's requests
/// cost a clock read each, not a timer scheduled and cancelled twice.
final class RequestTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Whose move it is, and so which clock runs.
    private enum Turn {
        /// Everything read is answered: the client's next head, by the head timeout.
        case awaitingHead
        /// The server has answered every request before one whose body is still coming
        /// (or has answered it already, refusing it): its body, by the body timeout.
        case readingBody
        /// Some request read whole is not yet answered: no clock.
        case answering
    }

    private let headTimeout: TimeAmount
    private let bodyTimeout: TimeAmount
    /// The requests whose head, and whose end, have been read, and the answers whose end
    /// has been written, on this connection.
    private var heads = 0
    private var ends = 0
    private var answered = 0
    private var turn = Turn.awaitingHead
    /// When the connection closes unless something happens first; `nil` while answering.
    private var deadline: NIODeadline?
    /// When the connection closes unless the client takes some of what waits to be sent;
    /// `nil` while the channel is writable.
    private var stallDeadline: NIODeadline?
    /// The pending timer and when it fires.
    private var timer: (task: Scheduled<Void>, firesAt: NIODeadline)?

    init(headTimeout: TimeAmount, bodyTimeout: TimeAmount) {
        self.headTimeout = headTimeout
        self.bodyTimeout = bodyTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { close(after: headTimeout, context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        close(after: headTimeout, context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            heads += 1
            takeTurn(context)
        case .end:
            ends += 1
            takeTurn(context)
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            answered += 1
            takeTurn(context)
        }
        context.write(data, promise: promise)
    }

    /// Whose move it is now, from what has been read and answered. A request's parts come
    /// in order, so at most one body is incomplete: the `ends`th request's, if `ends < heads`.
    private var currentTurn: Turn {
        if ends < heads { return answered >= ends ? .readingBody : .answering }
        return answered < heads ? .answering : .awaitingHead
    }

    /// Starts the clock of a new turn; within a turn, the clock started with it runs on.
    private func takeTurn(_ context: ChannelHandlerContext) {
        let next = currentTurn
        guard next != turn else { return }
        turn = next
        switch next {
        case .awaitingHead:
            // Nothing is outstanding: the counts start again, so they stay small.
            (heads, ends, answered) = (0, 0, 0)
            close(after: headTimeout, context)
        case .readingBody:
            close(after: bodyTimeout, context)
        case .answering:
            cancelDeadline()
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stallDeadline = nil
        } else {
            let deadline = context.eventLoop.now + headTimeout
            stallDeadline = deadline
            if timer.map({ $0.firesAt > deadline }) ?? true { schedule(at: deadline, context) }
        }
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        stallDeadline = nil
        stopTimer()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
        stallDeadline = nil
        stopTimer()
    }

    private func close(after timeout: TimeAmount, _ context: ChannelHandlerContext) {
        let deadline = context.eventLoop.now + timeout
        self.deadline = deadline
        if let timer, timer.firesAt <= deadline { return }
        schedule(at: deadline, context)
    }

    private func schedule(at time: NIODeadline, _ context: ChannelHandlerContext) {
        timer?.task.cancel()
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        let task = context.eventLoop.scheduleTask(deadline: time) {
            handler.value.timerFired(boundContext.value)
        }
        timer = (task, time)
    }

    private func timerFired(_ context: ChannelHandlerContext) {
        timer = nil
        guard let deadline = [deadline, stallDeadline].compactMap({ $0 }).min() else { return }
        if deadline <= context.eventLoop.now {
            context.close(promise: nil)
        } else {
            schedule(at: deadline, context)
        }
    }

    private func cancelDeadline() {
        deadline = nil
    }

    private func stopTimer() {
        timer?.task.cancel()
        timer = nil
    }
}
