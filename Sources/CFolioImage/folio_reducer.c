#include "folio_reducer.h"

#include <stdlib.h>
#include <string.h>

uint32_t folio_reduction_factor(uint32_t source, uint32_t cover) {
    if (cover == 0 || cover >= source) return 1;
    return source / cover;
}

uint32_t folio_orientation(const folio_image_request *request) {
    return request->orientation >= 1 && request->orientation <= 8 ? request->orientation : 1;
}

int folio_orientation_swaps_sides(uint32_t orientation) {
    return orientation >= 5 && orientation <= 8;
}

folio_image_status folio_reducer_start(folio_reducer *reducer, const folio_image_request *request,
                                       uint32_t source_width, uint32_t source_height) {
    memset(reducer, 0, sizeof *reducer);
    reducer->source_width = source_width;
    reducer->source_height = source_height;
    reducer->orientation = folio_orientation(request);
    int swaps = folio_orientation_swaps_sides(reducer->orientation);
    /* The cover is upright: a sideways image's stored width is shown as its height. */
    uint32_t cover_x = swaps ? request->cover_height : request->cover_width;
    uint32_t cover_y = swaps ? request->cover_width : request->cover_height;
    /* Both sides or neither: a cover of 0 by 0 means the image's own size. */
    int keep = cover_x == 0 && cover_y == 0;
    reducer->factor_x = keep ? 1 : folio_reduction_factor(source_width, cover_x);
    reducer->factor_y = keep ? 1 : folio_reduction_factor(source_height, cover_y);
    /* Rounded up: a last, partial block still makes a pixel, averaged over what it holds. */
    reducer->reduced_width = (source_width + reducer->factor_x - 1) / reducer->factor_x;
    reducer->reduced_height = (source_height + reducer->factor_y - 1) / reducer->factor_y;
    reducer->width = swaps ? reducer->reduced_height : reducer->reduced_width;
    reducer->height = swaps ? reducer->reduced_width : reducer->reduced_height;
    /* The caller sizes the request so that this holds; a header that disagreed with the data
     * must not make it take more. */
    if ((uint64_t)reducer->width * reducer->height * 4 > request->max_buffered_bytes) return FOLIO_IMAGE_TOO_LARGE;
    reducer->pixels = request->allocate(request->context, reducer->width, reducer->height, &reducer->pitch);
    if (reducer->pixels == NULL) return FOLIO_IMAGE_OUT_OF_MEMORY;
    if (reducer->factor_x > 1 || reducer->factor_y > 1) {
        reducer->sums = calloc((size_t)reducer->reduced_width * 4, sizeof(uint64_t));
        if (reducer->sums == NULL) return FOLIO_IMAGE_OUT_OF_MEMORY;
    }
    return FOLIO_IMAGE_DECODED;
}

static uint32_t *output_row(folio_reducer *reducer, uint32_t y) {
    return (uint32_t *)((uint8_t *)reducer->pixels + (size_t)y * reducer->pitch);
}

/* Writes the reduced pixel at (`x`, `y`) (as stored) where EXIF's orientation shows it. */
static void put(folio_reducer *reducer, uint32_t x, uint32_t y, uint32_t pixel) {
    uint32_t w = reducer->reduced_width, h = reducer->reduced_height;
    uint32_t out_x, out_y;
    switch (reducer->orientation) {
    case 2: out_x = w - 1 - x; out_y = y; break;              /* mirrored left to right */
    case 3: out_x = w - 1 - x; out_y = h - 1 - y; break;      /* turned half round */
    case 4: out_x = x; out_y = h - 1 - y; break;              /* mirrored top to bottom */
    case 5: out_x = y; out_y = x; break;                      /* transposed */
    case 6: out_x = h - 1 - y; out_y = x; break;              /* stored a quarter turn anticlockwise */
    case 7: out_x = h - 1 - y; out_y = w - 1 - x; break;      /* transversed */
    case 8: out_x = y; out_y = w - 1 - x; break;              /* stored a quarter turn clockwise */
    default: out_x = x; out_y = y; break;
    }
    output_row(reducer, out_y)[out_x] = pixel;
}

/* Copies a source row that needs no reducing to where its orientation puts it. */
static void put_row(folio_reducer *reducer, const uint32_t *row) {
    uint32_t y = reducer->next_row++;
    if (reducer->orientation == 1) {
        memcpy(output_row(reducer, y), row, (size_t)reducer->reduced_width * 4);
        return;
    }
    for (uint32_t x = 0; x < reducer->reduced_width; x++) put(reducer, x, y, row[x]);
}

/* Writes the block sums as the next output row and clears them. */
static void emit_row(folio_reducer *reducer) {
    uint64_t *sums = reducer->sums;
    for (uint32_t x = 0; x < reducer->reduced_width; x++, sums += 4) {
        uint32_t first = x * reducer->factor_x;
        uint32_t columns = reducer->source_width - first < reducer->factor_x ? reducer->source_width - first : reducer->factor_x;
        uint64_t count = (uint64_t)columns * reducer->rows_in_block;
        uint64_t alpha = sums[3];
        uint32_t pixel = 0;
        if (alpha != 0) {
            /* Colour weighted by alpha, so transparent pixels lend the block no colour. */
            uint32_t b = (uint32_t)((sums[0] + alpha / 2) / alpha);
            uint32_t g = (uint32_t)((sums[1] + alpha / 2) / alpha);
            uint32_t r = (uint32_t)((sums[2] + alpha / 2) / alpha);
            uint32_t a = (uint32_t)((alpha + count / 2) / count);
            pixel = a << 24 | r << 16 | g << 8 | b;
        }
        put(reducer, x, reducer->next_row, pixel);
        sums[0] = sums[1] = sums[2] = sums[3] = 0;
    }
    reducer->rows_in_block = 0;
    reducer->next_row++;
}

void folio_reducer_add_row(folio_reducer *reducer, const uint32_t *row) {
    if (reducer->next_row >= reducer->reduced_height) return;
    if (reducer->sums == NULL) {
        put_row(reducer, row);
        return;
    }
    uint64_t *sums = reducer->sums;
    uint32_t x = 0;
    for (uint32_t column = 0; column < reducer->reduced_width; column++, sums += 4) {
        uint32_t end = x + reducer->factor_x < reducer->source_width ? x + reducer->factor_x : reducer->source_width;
        uint64_t b = 0, g = 0, r = 0, a = 0;
        for (; x < end; x++) {
            uint32_t pixel = row[x];
            uint32_t alpha = pixel >> 24;
            b += (pixel & 0xFF) * alpha;
            g += (pixel >> 8 & 0xFF) * alpha;
            r += (pixel >> 16 & 0xFF) * alpha;
            a += alpha;
        }
        sums[0] += b;
        sums[1] += g;
        sums[2] += r;
        sums[3] += a;
    }
    reducer->rows_in_block++;
    uint32_t consumed = reducer->next_row * reducer->factor_y + reducer->rows_in_block;
    if (reducer->rows_in_block == reducer->factor_y || consumed == reducer->source_height) emit_row(reducer);
}

void folio_reducer_release(folio_reducer *reducer) {
    free(reducer->sums);
    reducer->sums = NULL;
}

void folio_copy_message(char *buffer, size_t capacity, const char *text) {
    if (capacity == 0) return;
    size_t length = strlen(text);
    if (length >= capacity) length = capacity - 1;
    memcpy(buffer, text, length);
    buffer[length] = '\0';
}
