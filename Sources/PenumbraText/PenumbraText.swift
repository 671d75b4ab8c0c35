// The PenumbraText module; see ARCHITECTURE in the README.
