#include "CFolioImage.h"
#include "folio_gif_reader.h"
#include "folio_input.h"
#include "folio_reducer.h"

#include <stdlib.h>
#include <string.h>
#include <gif_lib.h>

/* More extension blocks before the first image than any encoder writes: each is read in full,
 * so a file of millions of empty ones would only waste time. */
enum { FOLIO_GIF_MAX_RECORDS = 100000 };

/* Everything one decode owns. giflib reports errors by return codes, not longjmp. */
typedef struct folio_gif_state {
    folio_gif_reader reader;
    const folio_image_request *request;
    folio_image_result result;
    folio_reducer reducer;
    GifPixelType *line;   /* one row of the frame's colour indexes */
    GifPixelType *frame;  /* an interlaced frame's indexes, whole */
    uint32_t *row;        /* one canvas row of 0xAARRGGBB */
} folio_gif_state;

static int fail(folio_gif_state *state, folio_image_status status, const char *message) {
    state->result.status = status;
    folio_copy_message(state->result.message, sizeof state->result.message, message);
    return 0;
}

/* giflib's error, or the reason the read under it came short. */
static int fail_gif(folio_gif_state *state, int error) {
    const char *message;
    folio_image_status status = folio_gif_failure(&state->reader, error, &message);
    return fail(state, status, message);
}

static int is_cancelled(folio_gif_state *state) {
    return state->request->is_cancelled(state->request->context) != 0;
}

/* One canvas row: the frame's row `frame_row` (or nothing, outside the frame) over transparency. */
static void compose_row(folio_gif_state *state, const GifFileType *gif, const ColorMapObject *colours, int transparent,
                        const GifPixelType *indexes, uint32_t canvas_width) {
    memset(state->row, 0, (size_t)canvas_width * 4);
    if (indexes == NULL) return;
    const GifImageDesc *frame = &gif->Image;
    uint32_t left = (uint32_t)frame->Left;
    if (left >= canvas_width) return;
    uint32_t count = (uint32_t)frame->Width < canvas_width - left ? (uint32_t)frame->Width : canvas_width - left;
    for (uint32_t x = 0; x < count; x++) {
        int index = indexes[x];
        if (index == transparent) continue;
        /* An index past the colour table: black, as browsers show it. */
        uint32_t pixel = 0xFF000000u;
        if (index < colours->ColorCount) {
            GifColorType colour = colours->Colors[index];
            pixel |= (uint32_t)colour.Red << 16 | (uint32_t)colour.Green << 8 | colour.Blue;
        }
        state->row[left + x] = pixel;
    }
}

static int decode(folio_gif_state *state, GifFileType *gif) {
    const folio_image_request *request = state->request;
    uint32_t width = (uint32_t)gif->SWidth, height = (uint32_t)gif->SHeight;
    if (width == 0 || height == 0) return fail(state, FOLIO_IMAGE_CORRUPT, "image is empty");
    if (width > request->max_side || height > request->max_side || (uint64_t)width * height > request->max_pixels) {
        return fail(state, FOLIO_IMAGE_TOO_LARGE, "image is too large");
    }
    /* The records before the first image: extensions, of which only the graphic control's
     * transparent colour matters here. */
    int transparent = -1;
    for (int records = 0;; records++) {
        if (records > FOLIO_GIF_MAX_RECORDS) return fail(state, FOLIO_IMAGE_CORRUPT, "too many extension blocks");
        if (is_cancelled(state)) return fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) return fail_gif(state, gif->Error);
        if (type == IMAGE_DESC_RECORD_TYPE) break;
        if (type == TERMINATE_RECORD_TYPE) return fail(state, FOLIO_IMAGE_CORRUPT, "GIF has no image");
        if (type != EXTENSION_RECORD_TYPE) return fail(state, FOLIO_IMAGE_CORRUPT, "damaged GIF");
        int code;
        GifByteType *extension;
        if (DGifGetExtension(gif, &code, &extension) == GIF_ERROR) return fail_gif(state, gif->Error);
        if (code == GRAPHICS_EXT_FUNC_CODE && extension != NULL && extension[0] >= 4 && (extension[1] & 1) != 0) {
            transparent = extension[4];
        }
        while (extension != NULL) {
            if (DGifGetExtensionNext(gif, &extension) == GIF_ERROR) return fail_gif(state, gif->Error);
        }
    }
    if (DGifGetImageDesc(gif) == GIF_ERROR) return fail_gif(state, gif->Error);
    const GifImageDesc *frame = &gif->Image;
    const ColorMapObject *colours = frame->ColorMap != NULL ? frame->ColorMap : gif->SColorMap;
    if (colours == NULL) return fail(state, FOLIO_IMAGE_CORRUPT, "GIF has no colour table");
    if (frame->Width <= 0 || frame->Height <= 0) return fail(state, FOLIO_IMAGE_CORRUPT, "image is empty");
    uint32_t frame_width = (uint32_t)frame->Width, frame_height = (uint32_t)frame->Height;
    if (frame_width > request->max_side || frame_height > request->max_side) return fail(state, FOLIO_IMAGE_TOO_LARGE, "image is too large");
    /* A frame that does not cover the canvas leaves the rest transparent. */
    state->result.has_alpha = transparent >= 0 || frame->Left != 0 || frame->Top != 0
        || frame_width < width || frame_height < height;

    folio_image_status status = folio_reducer_start(&state->reducer, request, width, height);
    if (status != FOLIO_IMAGE_DECODED) return fail(state, status, status == FOLIO_IMAGE_TOO_LARGE ? "image is too large" : "out of memory");
    state->row = malloc((size_t)width * 4);
    state->line = malloc(frame_width);
    if (state->row == NULL || state->line == NULL) return fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    uint32_t top = (uint32_t)frame->Top;
    /* The frame's rows that land on the canvas; those below it are never read. */
    uint32_t shown = top >= height ? 0 : (frame_height < height - top ? frame_height : height - top);
    if (frame->Interlace && shown > 0) {
        /* Interlaced rows come in four passes: the frame's indexes are held whole. */
        if ((uint64_t)frame_width * frame_height > request->max_buffered_bytes) {
            return fail(state, FOLIO_IMAGE_TOO_LARGE, "interlaced image is too large");
        }
        state->frame = malloc((size_t)frame_width * frame_height);
        if (state->frame == NULL) return fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
        static const uint32_t starts[4] = { 0, 4, 2, 1 }, steps[4] = { 8, 8, 4, 2 };
        for (int pass = 0; pass < 4; pass++) {
            for (uint32_t y = starts[pass]; y < frame_height; y += steps[pass]) {
                if (is_cancelled(state)) return fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
                if (DGifGetLine(gif, state->frame + (size_t)y * frame_width, (int)frame_width) == GIF_ERROR) {
                    return fail_gif(state, gif->Error);
                }
            }
        }
    }
    for (uint32_t y = 0; y < height; y++) {
        if (is_cancelled(state)) return fail(state, FOLIO_IMAGE_CANCELLED, "cancelled");
        const GifPixelType *indexes = NULL;
        if (y >= top && y - top < shown) {
            if (state->frame != NULL) {
                indexes = state->frame + (size_t)(y - top) * frame_width;
            } else {
                if (DGifGetLine(gif, state->line, (int)frame_width) == GIF_ERROR) return fail_gif(state, gif->Error);
                indexes = state->line;
            }
        }
        compose_row(state, gif, colours, transparent, indexes, width);
        folio_reducer_add_row(&state->reducer, state->row);
    }
    state->result.width = state->reducer.width;
    state->result.height = state->reducer.height;
    return 1;
}

folio_image_result folio_image_decode_gif(const folio_image_request *request) {
    folio_image_result failed = { .status = FOLIO_IMAGE_OUT_OF_MEMORY, .message = "out of memory" };
    folio_gif_state *state = calloc(1, sizeof *state);
    if (state == NULL) return failed;
    state->request = request;
    state->result.status = FOLIO_IMAGE_DECODED;
    state->reader.request = request;
    state->reader.read_status = FOLIO_IMAGE_DECODED;
    if (folio_input_start(&state->reader.input, request) != FOLIO_IMAGE_DECODED) {
        fail(state, FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    } else {
        int error = 0;
        GifFileType *gif = DGifOpen(&state->reader, folio_gif_read, &error);
        if (gif == NULL) {
            fail_gif(state, error);
        } else {
            decode(state, gif);
            DGifCloseFile(gif, &error);
        }
    }
    folio_reducer_release(&state->reducer);
    folio_input_release(&state->reader.input);
    free(state->line);
    free(state->frame);
    free(state->row);
    folio_image_result result = state->result;
    result.bytes_read = state->reader.input.bytes_read;
    result.reads = state->reader.input.reads;
    free(state);
    return result;
}
