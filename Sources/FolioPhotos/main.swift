// folio-photos: a photo browser on Folio. The command line, scan and window come in the
// following commits; until then the program only says what it is.
print("folio-photos")
