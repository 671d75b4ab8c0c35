// The PenumbraDiff module; see ARCHITECTURE in the README.
