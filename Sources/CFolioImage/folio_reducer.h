#ifndef FOLIO_REDUCER_H
#define FOLIO_REDUCER_H

#include "CFolioImage.h"

/* Shrinks rows of 0xAARRGGBB pixels by whole factors as they arrive (an area filter: each output
 * pixel is the alpha-weighted mean of its block), so the source never has to be held whole. One
 * decode uses one reducer, on one thread. */
typedef struct folio_reducer {
    uint32_t source_width, source_height;
    uint32_t factor_x, factor_y;
    uint32_t width, height;          /* the output size */
    uint32_t *pixels;                /* the output, from the request's allocate */
    size_t pitch;                    /* bytes per output row */
    uint64_t *sums;                  /* per output column: alpha-weighted blue, green, red, alpha */
    uint32_t rows_in_block;          /* source rows added since the last output row */
    uint32_t next_row;               /* the next output row to write */
} folio_reducer;

/* The whole factor that shrinks `source` as far as it still covers `cover` (1 when `cover` is 0
 * or not smaller). */
uint32_t folio_reduction_factor(uint32_t source, uint32_t cover);

/* Sets up `reducer` for a `source_width`×`source_height` image reduced to cover the request's
 * size, its output asked of the request's allocate. Returns DECODED, TOO_LARGE (the output would
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
