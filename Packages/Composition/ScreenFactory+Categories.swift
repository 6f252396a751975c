import Presentation

extension ScreenFactory {
    public func categoryList() -> CategoryListViewModel {
        CategoryListViewModel(listCategories: container.listCategories)
    }
}

extension CategoryRoute: ScreenRoute {
    func screen(from screens: ScreenFactory) -> any Screen {
        switch self {
        case .list: screens.categoryList()
        }
    }
}
