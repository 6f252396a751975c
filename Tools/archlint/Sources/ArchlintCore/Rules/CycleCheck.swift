/// Finds cycles in a directed graph of names: each strongly connected component with
/// more than one member, or with an edge to itself.
enum CycleCheck {
    static func cycles(in edges: [String: Set<String>]) -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in (edges[node] ?? []).sorted() {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node]!, lowLinks[next]!)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node]!, indices[next]!)
                }
            }
            if lowLinks[node] == indices[node] {
                var component: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 || edges[node]?.contains(node) == true {
                    components.append(component.sorted())
                }
            }
        }

        let nodes = Set(edges.keys).union(edges.values.flatMap { $0 })
        for node in nodes.sorted() where indices[node] == nil {
            connect(node)
        }
        return components.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
