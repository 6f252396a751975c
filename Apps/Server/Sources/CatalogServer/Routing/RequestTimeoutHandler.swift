import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow, so that idle or half-sent connections
/// cannot pile up: a request's head must be complete within `headTimeout` of the
/// connection opening or of the last response (which also ends an idle keep-alive
/// connection), and its body within `bodyTimeout` of its head. No clock runs while the
/// server itself is answering.
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
    private var deadline: Scheduled<Void>?

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
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
    }

    private func close(after timeout: TimeAmount, _ context: ChannelHandlerContext) {
        cancelDeadline()
        let context = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.value.eventLoop.scheduleTask(in: timeout) {
            context.value.close(promise: nil)
        }
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }
}
