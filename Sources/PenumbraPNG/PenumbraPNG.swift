// The PenumbraPNG module; see ARCHITECTURE in the README.
