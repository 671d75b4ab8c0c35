import PenumbraCLI

PenumbraCommand.main()
