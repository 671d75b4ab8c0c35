// `import Penumbra` brings in the whole pipeline, stage by stage.
@_exported import PenumbraCore
@_exported import PenumbraPNG
@_exported import PenumbraRaster
@_exported import PenumbraText
@_exported import PenumbraStyle
@_exported import PenumbraView
@_exported import PenumbraDiff
@_exported import PenumbraReport
@_exported import PenumbraChecks
@_exported import PenumbraVector
