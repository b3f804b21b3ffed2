#ifndef FOLIO_GIF_READER_H
#define FOLIO_GIF_READER_H

#include "CFolioImage.h"
#include "folio_input.h"

#include <gif_lib.h>

/* giflib's input: the file (or memory) read piece by piece, and why a read came short, so that
 * the error giflib then reports is told as what it is. A GIF's UserData points to one. */
typedef struct folio_gif_reader {
    folio_input input;
    /* The request of the call under way, asked whether to stop before each read. */
    const folio_image_request *request;
    /* DECODED until a read comes short: then the end of the file, an I/O error or a cancel. */
    folio_image_status read_status;
} folio_gif_reader;

/* giflib's read callback over a folio_gif_reader: fewer bytes than asked is an error to giflib. */
int folio_gif_read(GifFileType *gif, GifByteType *data, int length);

/* The status and message for giflib's `error`, or for the short read under it. */
folio_image_status folio_gif_failure(const folio_gif_reader *reader, int error, const char **message);

#endif
