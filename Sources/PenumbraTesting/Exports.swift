// `import PenumbraTesting` brings in the whole pipeline (views, styles, PNG, diff), so a test file
// needs one import to build, render and assert.
@_exported import Penumbra
