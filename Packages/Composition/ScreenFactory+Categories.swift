import Presentation

extension ScreenFactory {
    func screen(for route: CategoryRoute) -> any Screen {
        switch route {
        case .list: categoryList()
        }
    }

    public func categoryList() -> CategoryListViewModel {
        CategoryListViewModel(listCategories: container.listCategories)
    }
}
