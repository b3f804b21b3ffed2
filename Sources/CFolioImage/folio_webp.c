#include "CFolioImage.h"
#include "folio_input.h"
#include "folio_reducer.h"
#include "folio_webp_input.h"

#include <stdlib.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>

/* Everything one decode owns. libwebp reports errors by return codes. */
typedef struct folio_webp_state {
    const folio_image_request *request;
    folio_input input;
    folio_image_result result;
    folio_reducer reducer;
    uint8_t *file;       /* the file's bytes, when read from a descriptor */
    uint8_t *pixels;     /* a decoded image before it is turned or placed on its canvas */
    uint32_t *row;       /* one canvas row, for a frame that does not cover its canvas */
    WebPDemuxer *demux;
    WebPIDecoder *incremental;
} folio_webp_state;

static int fail(folio_webp_state *state, folio_image_status status, const char *message) {
    state->result.status = status;
    folio_copy_message(state->result.message, sizeof state->result.message, message);
    return 0;
}

static int is_cancelled(folio_webp_state *state) {
    return state->request->is_cancelled(state->request->context) != 0;
}

static int fail_webp(folio_webp_state *state, VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    case VP8_STATUS_NOT_ENOUGH_DATA: return fail(state, FOLIO_IMAGE_TRUNCATED, "image data ends early");
    case VP8_STATUS_UNSUPPORTED_FEATURE: return fail(state, FOLIO_IMAGE_CORRUPT, "unsupported WebP feature");
    default: return fail(state, FOLIO_IMAGE_CORRUPT, "damaged WebP data");
    }
}

/* The file's bytes, as far as its RIFF header says it goes. */
static int load(folio_webp_state *state, const uint8_t **data, size_t *size) {
    const char *message = NULL;
    folio_image_status status = folio_webp_load(&state->input, state->request, &state->file, data, size, &message);
    return status == FOLIO_IMAGE_DECODED ? 1 : fail(state, status, message);
}

/* The size, as stored, that just covers the request's upright cover (aspect kept, never
 * enlarged): libwebp scales to it while it decodes. */
static void scaled_size(const folio_image_request *request, uint32_t width, uint32_t height, uint32_t *out_width, uint32_t *out_height) {
    int swaps = folio_orientation_swaps_sides(folio_orientation(request));
    double cover_x = swaps ? request->cover_height : request->cover_width;
    double cover_y = swaps ? request->cover_width : request->cover_height;
    double factor = cover_x / width > cover_y / height ? cover_x / width : cover_y / height;
    *out_width = width;
    *out_height = height;
    if (factor <= 0 || factor >= 1) return;
    uint32_t w = (uint32_t)(width * factor + 0.999999), h = (uint32_t)(height * factor + 0.999999);
    *out_width = w < 1 ? 1 : (w > width ? width : w);
    *out_height = h < 1 ? 1 : (h > height ? height : h);
}

/* Decodes a still image whole, scaled while it decodes, fed in pieces so that a cancel is
 * heard between them; upright images go straight into the output. */
static int decode_still(folio_webp_state *state, const uint8_t *data, size_t size, uint32_t width, uint32_t height) {
    const folio_image_request *request = state->request;
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) return fail(state, FOLIO_IMAGE_CORRUPT, "libwebp version mismatch");
    VP8StatusCode status = WebPGetFeatures(data, size, &config.input);
    if (status != VP8_STATUS_OK) return fail_webp(state, status);
    if ((uint32_t)config.input.width != width || (uint32_t)config.input.height != height) {
        return fail(state, FOLIO_IMAGE_CORRUPT, "WebP sizes disagree");
    }
    state->result.has_alpha = config.input.has_alpha;
    uint32_t scaled_width, scaled_height;
    scaled_size(request, width, height, &scaled_width, &scaled_height);
    if (scaled_width != width || scaled_height != height) {
        config.options.use_scaling = 1;
        config.options.scaled_width = (int)scaled_width;
        config.options.scaled_height = (int)scaled_height;
    }
    /* Kept at the scaled size: the reducer only turns it. */
    folio_image_request kept = *request;
    kept.cover_width = kept.cover_height = 0;
    folio_image_status started = folio_reducer_start(&state->reducer, &kept, scaled_width, scaled_height);
    if (started != FOLIO_IMAGE_DECODED) return fail(state, started, started == FOLIO_IMAGE_TOO_LARGE ? "image is too large" : "out of memory");
    int upright = folio_orientation(request) == 1;
    size_t stride = upright ? state->reducer.pitch : (size_t)scaled_width * 4;
    if (!upright) {
        state->pixels = malloc(stride * scaled_height);
        if (state->pixels == NULL) return fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    }
    config.output.colorspace = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ ? MODE_ARGB : MODE_BGRA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = upright ? (uint8_t *)state->reducer.pixels : state->pixels;
    config.output.u.RGBA.stride = (int)stride;
    config.output.u.RGBA.size = stride * scaled_height;
    state->incremental = WebPIDecode(NULL, 0, &config);
    if (state->incremental == NULL) return fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    size_t fed = 0;
    do {
        if (is_cancelled(state)) return fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
        fed = size - fed < FOLIO_IMAGE_INPUT_BYTES ? size : fed + FOLIO_IMAGE_INPUT_BYTES;
        status = WebPIUpdate(state->incremental, data, fed);
    } while (status == VP8_STATUS_SUSPENDED && fed < size);
    if (status == VP8_STATUS_SUSPENDED) return fail(state, FOLIO_IMAGE_TRUNCATED, "image data ends early");
    if (status != VP8_STATUS_OK) return fail_webp(state, status);
    if (!upright) {
        for (uint32_t y = 0; y < scaled_height; y++) folio_reducer_add_row(&state->reducer, (const uint32_t *)(state->pixels + (size_t)y * stride));
    }
    state->result.width = state->reducer.width;
    state->result.height = state->reducer.height;
    return 1;
}

/* Decodes an animation's first frame at its own size and lays it on the transparent canvas,
 * which is reduced as its rows come. */
static int decode_first_frame(folio_webp_state *state, uint32_t width, uint32_t height) {
    const folio_image_request *request = state->request;
    WebPIterator frame;
    if (!WebPDemuxGetFrame(state->demux, 1, &frame)) return fail(state, FOLIO_IMAGE_CORRUPT, "WebP has no frame");
    uint32_t frame_width = (uint32_t)frame.width, frame_height = (uint32_t)frame.height;
    uint32_t left = (uint32_t)frame.x_offset, top = (uint32_t)frame.y_offset;
    const uint8_t *bytes = frame.fragment.bytes;
    size_t size = frame.fragment.size;
    WebPDemuxReleaseIterator(&frame);
    /* The demuxer keeps frames within the canvas; checked again, as everything from the file. */
    if (frame_width == 0 || frame_height == 0 || left > width || top > height
        || frame_width > width - left || frame_height > height - top) {
        return fail(state, FOLIO_IMAGE_CORRUPT, "WebP frame outside its canvas");
    }
    if ((uint64_t)frame_width * frame_height * 4 > request->max_buffered_bytes) return fail(state, FOLIO_IMAGE_TOO_LARGE, "animation frame is too large");
    state->pixels = malloc((size_t)frame_width * frame_height * 4);
    if (state->pixels == NULL) return fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) return fail(state, FOLIO_IMAGE_CORRUPT, "libwebp version mismatch");
    config.output.colorspace = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ ? MODE_ARGB : MODE_BGRA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = state->pixels;
    config.output.u.RGBA.stride = (int)frame_width * 4;
    config.output.u.RGBA.size = (size_t)frame_width * frame_height * 4;
    if (is_cancelled(state)) return fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
    VP8StatusCode status = WebPDecode(bytes, size, &config);
    if (status != VP8_STATUS_OK) return fail_webp(state, status);
    if (config.output.width != (int)frame_width || config.output.height != (int)frame_height) {
        return fail(state, FOLIO_IMAGE_CORRUPT, "WebP sizes disagree");
    }
    state->result.has_alpha = 1;
    folio_image_status started = folio_reducer_start(&state->reducer, request, width, height);
    if (started != FOLIO_IMAGE_DECODED) return fail(state, started, started == FOLIO_IMAGE_TOO_LARGE ? "image is too large" : "out of memory");
    state->row = malloc((size_t)width * 4);
    if (state->row == NULL) return fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    for (uint32_t y = 0; y < height; y++) {
        if (is_cancelled(state)) return fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
        memset(state->row, 0, (size_t)width * 4);
        if (y >= top && y - top < frame_height) {
            memcpy(state->row + left, state->pixels + (size_t)(y - top) * frame_width * 4, (size_t)frame_width * 4);
        }
        folio_reducer_add_row(&state->reducer, state->row);
    }
    state->result.width = state->reducer.width;
    state->result.height = state->reducer.height;
    return 1;
}

static int decode(folio_webp_state *state) {
    const folio_image_request *request = state->request;
    const uint8_t *data = NULL;
    size_t size = 0;
    if (!load(state, &data, &size)) return 0;
    WebPData webp = { data, size };
    WebPDemuxState parsed;
    state->demux = WebPDemuxPartial(&webp, &parsed);
    if (state->demux == NULL || parsed != WEBP_DEMUX_DONE) {
        if (parsed == WEBP_DEMUX_PARSING_HEADER || parsed == WEBP_DEMUX_PARSED_HEADER) return fail(state, FOLIO_IMAGE_TRUNCATED, "file is truncated");
        return fail(state, FOLIO_IMAGE_CORRUPT, "damaged WebP file");
    }
    uint32_t width = WebPDemuxGetI(state->demux, WEBP_FF_CANVAS_WIDTH), height = WebPDemuxGetI(state->demux, WEBP_FF_CANVAS_HEIGHT);
    if (width == 0 || height == 0) return fail(state, FOLIO_IMAGE_CORRUPT, "image is empty");
    if (width > request->max_side || height > request->max_side || (uint64_t)width * height > request->max_pixels) {
        return fail(state, FOLIO_IMAGE_TOO_LARGE, "image is too large");
    }
    if (WebPDemuxGetI(state->demux, WEBP_FF_FORMAT_FLAGS) & ANIMATION_FLAG) return decode_first_frame(state, width, height);
    return decode_still(state, data, size, width, height);
}

folio_image_result folio_image_decode_webp(const folio_image_request *request) {
    folio_image_result failed = { .status = FOLIO_IMAGE_OUT_OF_MEMORY, .message = "out of memory" };
    folio_webp_state *state = calloc(1, sizeof *state);
    if (state == NULL) return failed;
    state->request = request;
    state->result.status = FOLIO_IMAGE_DECODED;
    decode(state);
    if (state->incremental != NULL) WebPIDelete(state->incremental);
    WebPDemuxDelete(state->demux);
    folio_reducer_release(&state->reducer);
    folio_input_release(&state->input);
    free(state->file);
    free(state->pixels);
    free(state->row);
    folio_image_result result = state->result;
    result.bytes_read = state->input.bytes_read;
    result.reads = state->input.reads;
    free(state);
    return result;
}
