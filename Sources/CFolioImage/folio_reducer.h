#ifndef FOLIO_REDUCER_H
#define FOLIO_REDUCER_H

#include "CFolioImage.h"

/* Shrinks rows of 0xAARRGGBB pixels by whole factors as they arrive (an area filter: each output
 * pixel is the alpha-weighted mean of its block), so the source never has to be held whole, and
 * writes each reduced pixel where the request's EXIF orientation puts it, so that the output is
 * upright without a second copy. One decode uses one reducer, on one thread. */
typedef struct folio_reducer {
    uint32_t source_width, source_height;
    uint32_t factor_x, factor_y;
    uint32_t reduced_width, reduced_height;  /* the reduced size, as stored (before orienting) */
    uint32_t orientation;            /* EXIF's, 1 to 8 */
    uint32_t width, height;          /* the output size: the reduced size, upright */
    uint32_t *pixels;                /* the output, from the request's allocate */
    size_t pitch;                    /* bytes per output row */
    uint64_t *sums;                  /* per output column: alpha-weighted blue, green, red, alpha */
    uint32_t rows_in_block;          /* source rows added since the last output row */
    uint32_t next_row;               /* the next output row to write */
} folio_reducer;

/* The whole factor that shrinks `source` as far as it still covers `cover` (1 when `cover` is 0
 * or not smaller). */
uint32_t folio_reduction_factor(uint32_t source, uint32_t cover);

/* EXIF's orientation from the request: 1 to 8, anything else taken as 1. */
uint32_t folio_orientation(const folio_image_request *request);

/* Whether EXIF's `orientation` turns the image sideways (5 to 8), swapping width and height. */
int folio_orientation_swaps_sides(uint32_t orientation);

/* Sets up `reducer` for a `source_width`×`source_height` image (as stored) reduced to cover the
 * request's size (upright), turned by the request's orientation, its output asked of the
 * request's allocate. Returns DECODED, TOO_LARGE (the output would
 * take more than the request's max_buffered_bytes) or OUT_OF_MEMORY. Release with
 * folio_reducer_release whatever it returns. */
folio_image_status folio_reducer_start(folio_reducer *reducer, const folio_image_request *request,
                                       uint32_t source_width, uint32_t source_height);

/* Adds the next source row (`source_width` pixels). */
void folio_reducer_add_row(folio_reducer *reducer, const uint32_t *row);

/* Frees the reducer's working memory (not the output, which belongs to the caller). */
void folio_reducer_release(folio_reducer *reducer);

/* Copies up to `capacity` - 1 bytes of `text` into `buffer`, NUL-terminated. */
void folio_copy_message(char *buffer, size_t capacity, const char *text);

#endif
