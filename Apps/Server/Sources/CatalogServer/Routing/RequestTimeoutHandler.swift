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
/// A request moves the deadline three times; a timer is scheduled only when none is
/// pending that fires before the new deadline, and one that fires early looks at the
/// deadline then and waits again for what is left. So a keep-alive connection's requests
/// cost a clock read each, not a timer scheduled and cancelled twice.
final class RequestTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private enum State {
        case awaitingHead
        case readingBody(answered: Bool)
        case answering
    }

    private let headTimeout: TimeAmount
    private let bodyTimeout: TimeAmount
    private var state = State.awaitingHead
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
        switch (unwrapInboundIn(data), state) {
        case (.head, _):
            state = .readingBody(answered: false)
            close(after: bodyTimeout, context)
        case (.end, .readingBody(answered: true)):
            // Answered before the body was read (a refusal): wait for the next request.
            state = .awaitingHead
            close(after: headTimeout, context)
        case (.end, _):
            state = .answering
            cancelDeadline()
        case (.body, _):
            break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            if case .readingBody = state {
                state = .readingBody(answered: true)
            } else {
                state = .awaitingHead
                close(after: headTimeout, context)
            }
        }
        context.write(data, promise: promise)
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
