import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow, so that idle or half-sent connections
/// cannot pile up: a request's head must be complete within `headTimeout` of the
/// connection opening or of the last response (which also ends an idle keep-alive
/// connection), and its body within `bodyTimeout` of its head. No clock runs while the
/// server itself is answering.
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

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        stopTimer()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
        stopTimer()
    }

    private func close(after timeout: TimeAmount, _ context: ChannelHandlerContext) {
        let deadline = NIODeadline.now() + timeout
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
        guard let deadline else { return }
        if deadline <= .now() {
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
