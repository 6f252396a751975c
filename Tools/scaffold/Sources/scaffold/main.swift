import ArgumentParser

ScaffoldCommand.main()
