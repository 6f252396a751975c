import CatalogServer

await CatalogServerCommand.start()
