#include "CFolioImage.h"
#include "folio_input.h"
#include "folio_reducer.h"

#include <setjmp.h>
#include <stdio.h>  /* jpeglib.h needs FILE */
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/* More scans than any encoder writes: each one re-reads the whole coefficient buffer, so a file of
 * thousands of tiny scans would take minutes without ever running out of data. */
enum { FOLIO_JPEG_MAX_SCANS = 1000 };

/* Everything one decode owns, on the heap so that its fields are well defined after longjmp. */
typedef struct folio_jpeg_state {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    struct jpeg_source_mgr source;
    folio_input input;
    jmp_buf jump;
    const folio_image_request *request;
    folio_image_result result;
    folio_reducer reducer;
    uint8_t *row;
    /* A partial decode (folio_image_decode_jpeg_scans): the end of the bytes ends the image. */
    int scans_only;
    /* Whether the EOI put at the end of a partial decode's bytes has been handed out. */
    int gave_end;
} folio_jpeg_state;

static folio_jpeg_state *state_of(j_common_ptr info) {
    return (folio_jpeg_state *)info->client_data;
}

_Noreturn static void fail(folio_jpeg_state *state, folio_image_status status, const char *message) {
    state->result.status = status;
    folio_copy_message(state->result.message, sizeof state->result.message, message);
    longjmp(state->jump, 1);
}

static void on_error(j_common_ptr info) {
    folio_jpeg_state *state = state_of(info);
    switch (info->err->msg_code) {
    case JERR_NO_BACKING_STORE:
        /* The memory limit (max_memory_to_use) was reached: libjpeg asks for a temporary file.
         * Only a progressive (or multi-scan) file holds its whole image of coefficients. */
        fail(state, FOLIO_IMAGE_TOO_LARGE, state->info.buffered_image || state->info.progressive_mode
                                               ? "progressive image needs too much memory"
                                               : "image needs too much memory to decode");
    case JERR_OUT_OF_MEMORY:
        fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    default: {
        char text[JMSG_LENGTH_MAX];
        info->err->format_message(info, text);
        fail(state, FOLIO_IMAGE_CORRUPT, text);
    }
    }
}

/* A marker where pixel data should be means the data ran out before the image did (the end of the
 * file itself stops the decode in source_fill): libjpeg would fill the rest with grey, and a
 * header claiming acres of pixels with nothing behind it would take seconds to paint them. Other
 * warnings (stray bytes between markers, odd JFIF versions) are common in
 * real photos and let pass. */
static void on_message(j_common_ptr info, int level) {
    if (level >= 0) return;
    folio_jpeg_state *state = state_of(info);
    switch (info->err->msg_code) {
    case JWRN_HIT_MARKER:
        fail(state, FOLIO_IMAGE_TRUNCATED, "image data ends early");
    default:
        break;
    }
}

/* Called while libjpeg reads scans (a progressive file is read whole before the first row). */
static void on_progress(j_common_ptr info) {
    folio_jpeg_state *state = state_of(info);
    if (state->request->is_cancelled(state->request->context)) fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
    if (state->info.input_scan_number > FOLIO_JPEG_MAX_SCANS) fail(state, FOLIO_IMAGE_CORRUPT, "too many scans");
}

/* The source manager reads the file piece by piece. At the end of the file libjpeg's own
 * managers insert a fake EOI and only warn, which would decode the missing rows as grey: here the
 * end of the file before the end of the image stops the decode. A partial decode's bytes end
 * where a scan does, by the caller's count: there, and only once, the image is ended by an EOI. A
 * scan that is not whole after all still stops the decode (on_message), so no grey shows. */
static void source_init(j_decompress_ptr info) {
    (void)info;
}

static boolean source_fill(j_decompress_ptr info) {
    folio_jpeg_state *state = state_of((j_common_ptr)info);
    if (state->request->is_cancelled(state->request->context)) fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
    folio_image_status status = folio_input_fill(&state->input);
    if (status == FOLIO_IMAGE_TRUNCATED && state->scans_only && !state->gave_end) {
        static const JOCTET end_of_image[2] = { 0xFF, JPEG_EOI };
        state->gave_end = 1;
        state->source.next_input_byte = end_of_image;
        state->source.bytes_in_buffer = sizeof end_of_image;
        return TRUE;
    }
    if (status != FOLIO_IMAGE_DECODED) fail(state, status, folio_input_message(status));
    state->source.next_input_byte = state->input.next;
    state->source.bytes_in_buffer = state->input.available;
    return TRUE;
}

/* Skips a segment libjpeg does not read (APPn metadata, often large) without reading it. */
static void source_skip(j_decompress_ptr info, long count) {
    if (count <= 0) return;
    folio_jpeg_state *state = state_of((j_common_ptr)info);
    state->input.next = state->source.next_input_byte;
    state->input.available = state->source.bytes_in_buffer;
    folio_input_skip(&state->input, (uint64_t)count);
    state->source.next_input_byte = state->input.next;
    state->source.bytes_in_buffer = state->input.available;
}

static void source_term(j_decompress_ptr info) {
    (void)info;
}

/* The smallest of libjpeg's fast scales (1/8, 1/4, 1/2, 1) that still covers the request, whose
 * cover is upright: a sideways photo's stored width must cover the cover's height. */
static unsigned int scale_numerator(const folio_image_request *request, JDIMENSION width, JDIMENSION height) {
    if (request->cover_width == 0 && request->cover_height == 0) return 8;
    int swaps = folio_orientation_swaps_sides(folio_orientation(request));
    uint32_t cover_x = swaps ? request->cover_height : request->cover_width;
    uint32_t cover_y = swaps ? request->cover_width : request->cover_height;
    for (unsigned int numerator = 1; numerator < 8; numerator *= 2) {
        uint64_t scaledWidth = ((uint64_t)width * numerator + 7) / 8;
        uint64_t scaledHeight = ((uint64_t)height * numerator + 7) / 8;
        if (scaledWidth >= cover_x && scaledHeight >= cover_y) return numerator;
    }
    return 8;
}

/* Adobe CMYK (stored inverted, as Photoshop writes it) or plain CMYK to 0xAARRGGBB, in place. */
static void convert_cmyk(uint8_t *row, JDIMENSION width, boolean inverted) {
    uint32_t *out = (uint32_t *)row;
    for (JDIMENSION x = 0; x < width; x++) {
        uint32_t c = row[4 * x], m = row[4 * x + 1], y = row[4 * x + 2], k = row[4 * x + 3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        out[x] = 0xFF000000u | (c * k / 255) << 16 | (m * k / 255) << 8 | (y * k / 255);
    }
}

/* Reads the header, checks its size against the request's limits and sets the output: colour,
 * scale. Returns whether the pixels come as CMYK. */
static boolean start(folio_jpeg_state *state) {
    const folio_image_request *request = state->request;
    struct jpeg_decompress_struct *info = &state->info;
    if (folio_input_start(&state->input, request) != FOLIO_IMAGE_DECODED) fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    state->source.init_source = source_init;
    state->source.fill_input_buffer = source_fill;
    state->source.skip_input_data = source_skip;
    state->source.resync_to_restart = jpeg_resync_to_restart;
    state->source.term_source = source_term;
    info->src = &state->source;
    jpeg_read_header(info, TRUE);
    if (info->image_width == 0 || info->image_height == 0) fail(state, FOLIO_IMAGE_CORRUPT, "image is empty");
    if (info->image_width > request->max_side || info->image_height > request->max_side
        || (uint64_t)info->image_width * info->image_height > request->max_pixels) {
        fail(state, FOLIO_IMAGE_TOO_LARGE, "image is too large");
    }
    boolean cmyk = info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
    info->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    if (!cmyk) info->out_color_space = JCS_EXT_ARGB;
#endif
    info->scale_num = scale_numerator(request, info->image_width, info->image_height);
    info->scale_denom = 8;
    info->dct_method = JDCT_ISLOW;
    return cmyk;
}

/* Reads the output's rows (libjpeg's output pass has begun) through the reducer. */
static void read_rows(folio_jpeg_state *state, boolean cmyk) {
    const folio_image_request *request = state->request;
    struct jpeg_decompress_struct *info = &state->info;
    folio_image_status status = folio_reducer_start(&state->reducer, request, info->output_width, info->output_height);
    if (status != FOLIO_IMAGE_DECODED) fail(state, status, status == FOLIO_IMAGE_TOO_LARGE ? "image is too large" : "out of memory");
    state->row = malloc((size_t)info->output_width * 4);
    if (state->row == NULL) fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    while (info->output_scanline < info->output_height) {
        if (request->is_cancelled(request->context)) fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
        JSAMPROW rows[1] = { state->row };
        if (jpeg_read_scanlines(info, rows, 1) != 1) fail(state, FOLIO_IMAGE_TRUNCATED, "file is truncated");
        if (cmyk) convert_cmyk(state->row, info->output_width, info->saw_Adobe_marker);
        folio_reducer_add_row(&state->reducer, (const uint32_t *)state->row);
    }
    state->result.width = state->reducer.width;
    state->result.height = state->reducer.height;
}

static void decode(folio_jpeg_state *state) {
    boolean cmyk = start(state);
    jpeg_start_decompress(&state->info);
    read_rows(state, cmyk);
}

/* libjpeg's buffered-image mode: every scan the bytes hold is read into the coefficients, then
 * one output pass shows them as far as they go (block smoothing softens what the later scans
 * would have sharpened). */
static void decode_scans(folio_jpeg_state *state, uint32_t *scans_shown) {
    const folio_image_request *request = state->request;
    struct jpeg_decompress_struct *info = &state->info;
    boolean cmyk = start(state);
    if (!info->progressive_mode) fail(state, FOLIO_IMAGE_CORRUPT, "not a progressive image");
    info->buffered_image = TRUE;
    jpeg_start_decompress(info);
    int consumed;
    do {
        /* Each call reads at most one row of blocks: cancelling is noticed within a row. */
        if (request->is_cancelled(request->context)) fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
        if (info->input_scan_number > FOLIO_JPEG_MAX_SCANS) fail(state, FOLIO_IMAGE_CORRUPT, "too many scans");
        consumed = jpeg_consume_input(info);
    } while (consumed != JPEG_REACHED_EOI && consumed != JPEG_SUSPENDED);
    /* The source never suspends; were it to, the image would not be whole. */
    if (consumed == JPEG_SUSPENDED || info->input_scan_number < 1) fail(state, FOLIO_IMAGE_TRUNCATED, "no whole scan");
    jpeg_start_output(info, info->input_scan_number);
    read_rows(state, cmyk);
    jpeg_finish_output(info);
    *scans_shown = (uint32_t)info->input_scan_number;
}

/* One decode, whole (`scans_shown` NULL) or of the scans the bytes hold, from set-up to
 * release: libjpeg's errors land in the setjmp here. */
static folio_image_result run(const folio_image_request *request, uint32_t *scans_shown) {
    folio_image_result failed = { .status = FOLIO_IMAGE_OUT_OF_MEMORY, .message = "out of memory" };
    folio_jpeg_state *state = calloc(1, sizeof *state);
    if (state == NULL) return failed;
    state->request = request;
    state->result.status = FOLIO_IMAGE_DECODED;
    state->scans_only = scans_shown != NULL;
    state->info.err = jpeg_std_error(&state->errors);
    state->errors.error_exit = on_error;
    state->errors.emit_message = on_message;
    state->info.client_data = state;
    if (setjmp(state->jump) == 0) {
        jpeg_create_decompress(&state->info);
        /* Bounds what libjpeg holds beyond one strip of rows: a progressive file's coefficients
         * for the whole image. Past it libjpeg asks for a backing store, which on_error refuses. */
        state->info.mem->max_memory_to_use = (long)(request->max_buffered_bytes > (uint64_t)0x7FFFFFFF
                                                        ? 0x7FFFFFFF : request->max_buffered_bytes);
        state->progress.progress_monitor = on_progress;
        state->info.progress = &state->progress;
        if (scans_shown != NULL) decode_scans(state, scans_shown);
        else decode(state);
    }
    jpeg_destroy_decompress(&state->info);
    folio_reducer_release(&state->reducer);
    folio_input_release(&state->input);
    free(state->row);
    folio_image_result result = state->result;
    result.has_alpha = 0;
    result.bytes_read = state->input.bytes_read;
    result.reads = state->input.reads;
    free(state);
    return result;
}

folio_image_result folio_image_decode_jpeg(const folio_image_request *request) {
    return run(request, NULL);
}

folio_image_result folio_image_decode_jpeg_scans(const folio_image_request *request, uint32_t *scans_shown) {
    uint32_t shown = 0;
    folio_image_result result = run(request, &shown);
    *scans_shown = result.status == FOLIO_IMAGE_DECODED ? shown : 0;
    return result;
}
