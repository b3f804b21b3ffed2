#include "folio_gif_reader.h"

#include <string.h>

int folio_gif_read(GifFileType *gif, GifByteType *data, int length) {
    folio_gif_reader *reader = gif->UserData;
    int copied = 0;
    while (copied < length) {
        if (reader->input.available == 0) {
            if (reader->request->is_cancelled(reader->request->context)) {
                reader->read_status = FOLIO_IMAGE_CANCELLED;
                return copied;
            }
            folio_image_status status = folio_input_fill(&reader->input);
            if (status != FOLIO_IMAGE_DECODED) {
                reader->read_status = status;
                return copied;
            }
        }
        size_t count = (size_t)(length - copied) < reader->input.available ? (size_t)(length - copied) : reader->input.available;
        memcpy(data + copied, reader->input.next, count);
        reader->input.next += count;
        reader->input.available -= count;
        copied += (int)count;
    }
    return copied;
}

folio_image_status folio_gif_failure(const folio_gif_reader *reader, int error, const char **message) {
    if (reader->read_status == FOLIO_IMAGE_CANCELLED) {
        *message = "cancelled";
        return FOLIO_IMAGE_CANCELLED;
    }
    if (reader->read_status != FOLIO_IMAGE_DECODED) {
        *message = folio_input_message(reader->read_status);
        return reader->read_status;
    }
    if (error == D_GIF_ERR_NOT_ENOUGH_MEM) {
        *message = "out of memory";
        return FOLIO_IMAGE_OUT_OF_MEMORY;
    }
    /* The image's data sub-blocks end before its pixels do: a header claiming acres of pixels
     * with a few bytes behind it, as libjpeg and libpng say it. */
    if (error == D_GIF_ERR_EOF_TOO_SOON) {
        *message = "image data ends early";
        return FOLIO_IMAGE_TRUNCATED;
    }
    const char *text = GifErrorString(error);
    *message = text != NULL ? text : "damaged GIF";
    return FOLIO_IMAGE_CORRUPT;
}
