// The PenumbraTesting module; see ARCHITECTURE in the README.
