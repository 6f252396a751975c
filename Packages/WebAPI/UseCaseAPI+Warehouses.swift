import APIContract
import Domain
import Foundation

extension UseCaseAPI {
    public func listWarehouses(_ input: Operations.ListWarehouses.Input) async throws -> Operations.ListWarehouses.Output {
        let defaults = PageRequest()
        let query = WarehouseQuery(
            page: PageRequest(page: input.query.page ?? defaults.page, pageSize: input.query.pageSize ?? defaults.pageSize),
        )
        do {
            let page = try await useCases.listWarehouses.execute(query)
            return .ok(.init(body: .json(.init(
                warehouses: page.items.map(Components.Schemas.Warehouse.init),
                page: page.page, pageSize: page.pageSize, totalCount: page.totalCount, pageCount: page.pageCount
            ))))
        } catch {
            switch error {
            case .invalidQuery: return .badRequest(.init(error))
            case .notFound, .invalid, .conflict, .inUse, .storageUnavailable, .notAllowed: return .serviceUnavailable(.init(error))
            }
        }
    }

    public func getWarehouse(_ input: Operations.GetWarehouse.Input) async throws -> Operations.GetWarehouse.Output {
        do {
            let warehouse = try await useCases.getWarehouse.execute(id: WarehouseID(input.path.id))
            return .ok(.init(headers: .init(eTag: VersionETag.make(version: warehouse.version)), body: .json(.init(warehouse))))
        } catch {
            switch error {
            case .notFound: return .notFound(.init(error))
            case .invalidQuery: return .badRequest(.init(error))
            case .invalid, .conflict, .inUse, .storageUnavailable, .notAllowed: return .serviceUnavailable(.init(error))
            }
        }
    }
}

extension Components.Schemas.Warehouse {
    init(_ warehouse: Warehouse) {
        self.init(id: warehouse.id.rawValue, name: warehouse.name, version: warehouse.version)
    }
}
