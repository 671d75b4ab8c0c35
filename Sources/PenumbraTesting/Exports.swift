// `import PenumbraTesting` brings in the whole pipeline (styles, PNG, diff, reports) and
// `PenumbraUI`, so a test file needs one import to build, render and assert.
@_exported import Penumbra
@_exported import PenumbraUI
