#ifndef CFOLIOIMAGE_H
#define CFOLIOIMAGE_H

/* Streaming JPEG (libjpeg-turbo) and PNG (libpng) decoding into 32-bit ARGB pixels, reduced
 * while it decodes so that memory follows the size the image is shown at, not the size of the
 * file's image; the file itself is read through one buffer of FOLIO_IMAGE_INPUT_BYTES, never
 * held whole. libjpeg and libpng report errors by longjmp, which Swift cannot take part in: the
 * setjmp lives here and every outcome comes back as a status. Any thread; several decodes may
 * run at once (no state is shared between calls). */

#include <stddef.h>
#include <stdint.h>

/* The most of the file a decode holds at once: it is read in pieces of this size. */
#define FOLIO_IMAGE_INPUT_BYTES (128 * 1024)

/* How a decode ended. */
typedef enum {
    FOLIO_IMAGE_DECODED = 0,
    /* `is_cancelled` said stop: not a failure. */
    FOLIO_IMAGE_CANCELLED = 1,
    /* The data ends before the image does (cut file, or a header with no pixels behind it). */
    FOLIO_IMAGE_TRUNCATED = 2,
    /* Over one of the request's limits; the message says which. */
    FOLIO_IMAGE_TOO_LARGE = 3,
    FOLIO_IMAGE_OUT_OF_MEMORY = 4,
    /* The library refused the data; the message holds its words. */
    FOLIO_IMAGE_CORRUPT = 5,
    /* More than the request's max_file_bytes could be read: the file grew after it was sized. */
    FOLIO_IMAGE_FILE_TOO_LARGE = 6,
    /* The file could not be read (an I/O error). */
    FOLIO_IMAGE_UNREADABLE = 7,
} folio_image_status;

/* One decode: the open file, the size to reduce towards, limits and callbacks. */
typedef struct folio_image_request {
    /* A regular file open for reading, read from offset 0 with pread (its position is left
     * alone); the caller keeps it open and closes it. */
    int fd;
    /* Reading past this many bytes stops the decode with FOLIO_IMAGE_FILE_TOO_LARGE. */
    uint64_t max_file_bytes;
    /* The output is reduced (never enlarged, aspect kept) by the largest whole steps that still
     * cover this size, so it is at least this large and under twice it on each side. 0 by 0
     * keeps the image's own size. */
    uint32_t cover_width;
    uint32_t cover_height;
    /* Refused above these, whatever smaller claim a header made first. */
    uint32_t max_side;
    uint64_t max_pixels;
    /* The most memory a decode may hold beyond its output: a progressive JPEG's coefficients,
     * an interlaced PNG's whole image. */
    uint64_t max_buffered_bytes;
    /* Called once the output size is known; returns zero-filled memory of `height` rows of
     * `*pitch` bytes (at least 4 × `width`) that the caller owns, or NULL when memory is short. */
    uint32_t *(*allocate)(void *context, uint32_t width, uint32_t height, size_t *pitch);
    /* Called between rows and before each read; non-zero stops the decode with
     * FOLIO_IMAGE_CANCELLED. */
    int (*is_cancelled)(void *context);
    void *context;
} folio_image_request;

/* The outcome: with FOLIO_IMAGE_DECODED, the output (from `allocate`) holds `width`×`height`
 * pixels 0xAARRGGBB (straight alpha) in native byte order. */
typedef struct folio_image_result {
    folio_image_status status;
    uint32_t width;
    uint32_t height;
    /* Whether the file has an alpha channel or a transparent colour. */
    int has_alpha;
    /* How many bytes of the file were read, in how many reads. */
    uint64_t bytes_read;
    uint64_t reads;
    /* A short reason when the status is not DECODED, NUL-terminated. */
    char message[96];
} folio_image_result;

/* Decodes the JPEG in `request->fd`. */
folio_image_result folio_image_decode_jpeg(const folio_image_request *request);

/* Decodes the PNG in `request->fd`. */
folio_image_result folio_image_decode_png(const folio_image_request *request);

#endif
