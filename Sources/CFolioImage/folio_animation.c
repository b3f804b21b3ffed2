#include "CFolioImage.h"
#include "folio_gif_reader.h"
#include "folio_input.h"
#include "folio_reducer.h"
#include "folio_webp_input.h"

#include <stdlib.h>
#include <string.h>
#include <webp/demux.h>

/* More extension blocks between two images than any encoder writes. */
enum { FOLIO_GIF_MAX_RECORDS = 100000 };

/* GIF's disposal methods (what becomes of a frame's rectangle before the next frame) are
 * giflib's DISPOSE_DO_NOT, DISPOSE_BACKGROUND and DISPOSE_PREVIOUS. */

struct folio_animation {
    int is_webp;
    uint32_t width, height;
    uint32_t *canvas;            /* GIF: the composited canvas, 0xAARRGGBB */
    uint32_t *previous;          /* GIF: the canvas under a frame that restores it */
    GifPixelType *line;          /* GIF: one row of a frame's indexes */
    folio_gif_reader reader;     /* GIF: the file */
    GifFileType *gif;
    int disposal;                /* the last frame's disposal, applied before the next */
    uint32_t rect_x, rect_y, rect_w, rect_h;  /* the last frame's rectangle, within the canvas */
    uint8_t *file;               /* WebP: the file's bytes, when read from a descriptor */
    WebPAnimDecoder *decoder;
    int timestamp;               /* WebP: the end of the last frame, in milliseconds */
};

static folio_image_result failure(folio_image_status status, const char *message) {
    folio_image_result result = { .status = status };
    folio_copy_message(result.message, sizeof result.message, message);
    return result;
}

static folio_image_result gif_failure(folio_animation *animation, int error) {
    const char *message;
    folio_image_status status = folio_gif_failure(&animation->reader, error, &message);
    return failure(status, message);
}

/* Whether a canvas of `width`×`height` is within the request's limits, `canvases` of them held. */
static folio_image_result check_canvas(const folio_image_request *request, uint32_t width, uint32_t height, int canvases) {
    if (width == 0 || height == 0) return failure(FOLIO_IMAGE_CORRUPT, "image is empty");
    if (width > request->max_side || height > request->max_side || (uint64_t)width * height > request->max_pixels) {
        return failure(FOLIO_IMAGE_TOO_LARGE, "image is too large");
    }
    if ((uint64_t)width * height * 4 * (uint64_t)canvases > request->max_buffered_bytes) {
        return failure(FOLIO_IMAGE_TOO_LARGE, "animation canvas is too large");
    }
    return failure(FOLIO_IMAGE_DECODED, "");
}

/* Hands out the canvas (rows of `stride` pixels) reduced and turned, through the request. */
static folio_image_result emit(const folio_image_request *request, const uint32_t *canvas, size_t stride, uint32_t width, uint32_t height) {
    folio_reducer reducer;
    folio_image_status status = folio_reducer_start(&reducer, request, width, height);
    folio_image_result result = failure(FOLIO_IMAGE_DECODED, "");
    if (status != FOLIO_IMAGE_DECODED) {
        result = failure(status, status == FOLIO_IMAGE_TOO_LARGE ? "image is too large" : "out of memory");
    } else {
        for (uint32_t y = 0; y < height; y++) folio_reducer_add_row(&reducer, canvas + (size_t)y * stride);
        result.width = reducer.width;
        result.height = reducer.height;
        result.has_alpha = 1;
    }
    folio_reducer_release(&reducer);
    return result;
}

/* ---- GIF ---- */

static folio_image_result gif_open_file(folio_animation *animation) {
    int error = 0;
    animation->reader.read_status = FOLIO_IMAGE_DECODED;
    animation->gif = DGifOpen(&animation->reader, folio_gif_read, &error);
    if (animation->gif == NULL) return gif_failure(animation, error);
    return failure(FOLIO_IMAGE_DECODED, "");
}

folio_animation *folio_animation_open_gif(const folio_image_request *request, folio_animation_info *info, folio_image_result *result) {
    folio_animation *animation = calloc(1, sizeof *animation);
    if (animation == NULL) {
        *result = failure(FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
        return NULL;
    }
    animation->reader.request = request;
    if (folio_input_start(&animation->reader.input, request) != FOLIO_IMAGE_DECODED) {
        *result = failure(FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
    } else if ((*result = gif_open_file(animation)).status == FOLIO_IMAGE_DECODED) {
        animation->width = (uint32_t)animation->gif->SWidth;
        animation->height = (uint32_t)animation->gif->SHeight;
        /* The canvas, and room to keep what a frame that restores the previous canvas covers. */
        *result = check_canvas(request, animation->width, animation->height, 2);
        if (result->status == FOLIO_IMAGE_DECODED) {
            animation->canvas = calloc((size_t)animation->width * animation->height, 4);
            if (animation->canvas == NULL) *result = failure(FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
        }
    }
    if (result->status != FOLIO_IMAGE_DECODED) {
        folio_animation_close(animation);
        return NULL;
    }
    info->canvas_width = animation->width;
    info->canvas_height = animation->height;
    info->frame_count = 0;
    info->loop_count = 0;
    return animation;
}

/* Clears or restores the last frame's rectangle, as its disposal says. */
static void gif_dispose(folio_animation *animation) {
    if (animation->disposal != DISPOSE_BACKGROUND && animation->disposal != DISPOSE_PREVIOUS) return;
    for (uint32_t y = animation->rect_y; y < animation->rect_y + animation->rect_h; y++) {
        uint32_t *row = animation->canvas + (size_t)y * animation->width + animation->rect_x;
        if (animation->disposal == DISPOSE_BACKGROUND) {
            /* Browsers clear to transparent, not to the background colour. */
            memset(row, 0, (size_t)animation->rect_w * 4);
        } else {
            memcpy(row, animation->previous + (size_t)y * animation->width + animation->rect_x, (size_t)animation->rect_w * 4);
        }
    }
    animation->disposal = 0;
}

/* Reads the next frame's rows onto the canvas. */
static folio_image_result gif_next(folio_animation *animation, const folio_image_request *request, uint32_t *delay_ms) {
    GifFileType *gif = animation->gif;
    int transparent = -1, disposal = 0;
    uint32_t delay = 0;
    for (int records = 0;; records++) {
        if (records > FOLIO_GIF_MAX_RECORDS) return failure(FOLIO_IMAGE_CORRUPT, "too many extension blocks");
        if (request->is_cancelled(request->context)) return failure(FOLIO_IMAGE_CANCELLED, "cancelled");
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) return gif_failure(animation, gif->Error);
        if (type == IMAGE_DESC_RECORD_TYPE) break;
        if (type == TERMINATE_RECORD_TYPE) return failure(FOLIO_IMAGE_END_OF_ANIMATION, "no more frames");
        if (type != EXTENSION_RECORD_TYPE) return failure(FOLIO_IMAGE_CORRUPT, "damaged GIF");
        int code;
        GifByteType *extension;
        if (DGifGetExtension(gif, &code, &extension) == GIF_ERROR) return gif_failure(animation, gif->Error);
        if (code == GRAPHICS_EXT_FUNC_CODE && extension != NULL && extension[0] >= 4) {
            disposal = extension[1] >> 2 & 0x07;
            delay = (uint32_t)extension[2] | (uint32_t)extension[3] << 8;
            transparent = (extension[1] & 1) != 0 ? extension[4] : -1;
        }
        while (extension != NULL) {
            if (DGifGetExtensionNext(gif, &extension) == GIF_ERROR) return gif_failure(animation, gif->Error);
        }
    }
    if (DGifGetImageDesc(gif) == GIF_ERROR) return gif_failure(animation, gif->Error);
    const GifImageDesc *frame = &gif->Image;
    const ColorMapObject *colours = frame->ColorMap != NULL ? frame->ColorMap : gif->SColorMap;
    if (colours == NULL) return failure(FOLIO_IMAGE_CORRUPT, "GIF has no colour table");
    if (frame->Width <= 0 || frame->Height <= 0 || frame->Left < 0 || frame->Top < 0) return failure(FOLIO_IMAGE_CORRUPT, "image is empty");
    uint32_t frame_width = (uint32_t)frame->Width, frame_height = (uint32_t)frame->Height;
    if (frame_width > request->max_side || frame_height > request->max_side) return failure(FOLIO_IMAGE_TOO_LARGE, "image is too large");
    free(animation->line);
    animation->line = malloc(frame_width);
    if (animation->line == NULL) return failure(FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");

    /* The frame's rectangle, cut to the canvas. */
    uint32_t left = (uint32_t)frame->Left, top = (uint32_t)frame->Top;
    uint32_t shown_w = left >= animation->width ? 0 : (frame_width < animation->width - left ? frame_width : animation->width - left);
    uint32_t shown_h = top >= animation->height ? 0 : (frame_height < animation->height - top ? frame_height : animation->height - top);
    if (disposal == DISPOSE_PREVIOUS) {
        if (animation->previous == NULL) animation->previous = malloc((size_t)animation->width * animation->height * 4);
        if (animation->previous == NULL) return failure(FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
        for (uint32_t y = top; y < top + shown_h; y++) {
            memcpy(animation->previous + (size_t)y * animation->width + left, animation->canvas + (size_t)y * animation->width + left, (size_t)shown_w * 4);
        }
    }
    /* Rows in the file's order: four passes when interlaced. */
    static const uint32_t starts[4] = { 0, 4, 2, 1 }, steps[4] = { 8, 8, 4, 2 };
    int passes = frame->Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        uint32_t start = passes == 1 ? 0 : starts[pass], step = passes == 1 ? 1 : steps[pass];
        for (uint32_t y = start; y < frame_height; y += step) {
            if (request->is_cancelled(request->context)) return failure(FOLIO_IMAGE_CANCELLED, "cancelled");
            if (DGifGetLine(gif, animation->line, (int)frame_width) == GIF_ERROR) return gif_failure(animation, gif->Error);
            if (y >= shown_h) continue;
            uint32_t *row = animation->canvas + (size_t)(top + y) * animation->width + left;
            for (uint32_t x = 0; x < shown_w; x++) {
                int index = animation->line[x];
                if (index == transparent) continue;
                uint32_t pixel = 0xFF000000u;
                if (index < colours->ColorCount) {
                    GifColorType colour = colours->Colors[index];
                    pixel |= (uint32_t)colour.Red << 16 | (uint32_t)colour.Green << 8 | colour.Blue;
                }
                row[x] = pixel;
            }
        }
    }
    animation->disposal = disposal;
    animation->rect_x = left;
    animation->rect_y = top;
    animation->rect_w = shown_w;
    animation->rect_h = shown_h;
    *delay_ms = delay * 10;
    return emit(request, animation->canvas, animation->width, animation->width, animation->height);
}

/* ---- WebP ---- */

folio_animation *folio_animation_open_webp(const folio_image_request *request, folio_animation_info *info, folio_image_result *result) {
    folio_animation *animation = calloc(1, sizeof *animation);
    if (animation == NULL) {
        *result = failure(FOLIO_IMAGE_OUT_OF_MEMORY, "out of memory");
        return NULL;
    }
    animation->is_webp = 1;
    folio_input input = { 0 };
    const uint8_t *data = NULL;
    size_t size = 0;
    const char *message = NULL;
    folio_image_status status = folio_webp_load(&input, request, &animation->file, &data, &size, &message);
    folio_input_release(&input);
    *result = failure(status, message != NULL ? message : "");
    if (status == FOLIO_IMAGE_DECODED) {
        WebPDemuxState parsed;
        WebPData webp = { data, size };
        WebPDemuxer *demux = WebPDemuxPartial(&webp, &parsed);
        if (demux == NULL || parsed != WEBP_DEMUX_DONE) {
            *result = parsed == WEBP_DEMUX_PARSING_HEADER || parsed == WEBP_DEMUX_PARSED_HEADER
                ? failure(FOLIO_IMAGE_TRUNCATED, "file is truncated") : failure(FOLIO_IMAGE_CORRUPT, "damaged WebP file");
        } else {
            /* WebPAnimDecoder holds its canvas and the one before it. */
            *result = check_canvas(request, WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH), WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT), 2);
        }
        WebPDemuxDelete(demux);
    }
    if (result->status == FOLIO_IMAGE_DECODED) {
        WebPAnimDecoderOptions options;
        WebPAnimInfo animation_info;
        WebPData webp = { data, size };
        if (!WebPAnimDecoderOptionsInit(&options)) {
            *result = failure(FOLIO_IMAGE_CORRUPT, "libwebp version mismatch");
        } else {
            options.color_mode = MODE_BGRA;
            options.use_threads = 0;
            animation->decoder = WebPAnimDecoderNew(&webp, &options);
            if (animation->decoder == NULL || !WebPAnimDecoderGetInfo(animation->decoder, &animation_info)) {
                *result = failure(FOLIO_IMAGE_CORRUPT, "damaged WebP animation");
            } else {
                animation->width = animation_info.canvas_width;
                animation->height = animation_info.canvas_height;
                info->canvas_width = animation->width;
                info->canvas_height = animation->height;
                info->frame_count = animation_info.frame_count;
                info->loop_count = animation_info.loop_count;
            }
        }
    }
    if (result->status != FOLIO_IMAGE_DECODED) {
        folio_animation_close(animation);
        return NULL;
    }
    return animation;
}

static folio_image_result webp_next(folio_animation *animation, const folio_image_request *request, uint32_t *delay_ms) {
    if (request->is_cancelled(request->context)) return failure(FOLIO_IMAGE_CANCELLED, "cancelled");
    if (!WebPAnimDecoderHasMoreFrames(animation->decoder)) return failure(FOLIO_IMAGE_END_OF_ANIMATION, "no more frames");
    uint8_t *canvas;
    int timestamp;
    if (!WebPAnimDecoderGetNext(animation->decoder, &canvas, &timestamp)) return failure(FOLIO_IMAGE_CORRUPT, "damaged WebP frame");
    *delay_ms = timestamp > animation->timestamp ? (uint32_t)(timestamp - animation->timestamp) : 0;
    animation->timestamp = timestamp;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    /* B, G, R, A bytes to native 0xAARRGGBB, in place: the decoder rebuilds its canvas from its
     * own copy of the last one, not from this buffer's bytes. */
    uint32_t *pixels = (uint32_t *)canvas;
    for (size_t index = 0; index < (size_t)animation->width * animation->height; index++) pixels[index] = __builtin_bswap32(pixels[index]);
#endif
    return emit(request, (const uint32_t *)canvas, animation->width, animation->width, animation->height);
}

/* ---- Both ---- */

folio_image_result folio_animation_next(folio_animation *animation, const folio_image_request *request, uint32_t *delay_ms) {
    *delay_ms = 0;
    if (animation->is_webp) return webp_next(animation, request, delay_ms);
    animation->reader.request = request;
    gif_dispose(animation);
    return gif_next(animation, request, delay_ms);
}

folio_image_result folio_animation_rewind(folio_animation *animation, const folio_image_request *request) {
    if (animation->is_webp) {
        WebPAnimDecoderReset(animation->decoder);
        animation->timestamp = 0;
        return failure(FOLIO_IMAGE_DECODED, "");
    }
    int error;
    if (animation->gif != NULL) DGifCloseFile(animation->gif, &error);
    animation->gif = NULL;
    animation->reader.request = request;
    animation->reader.input.offset = 0;
    animation->reader.input.available = 0;
    animation->disposal = 0;
    memset(animation->canvas, 0, (size_t)animation->width * animation->height * 4);
    folio_image_result result = gif_open_file(animation);
    /* The file changed under the animation: its canvas is no longer the one sized at the open. */
    if (result.status == FOLIO_IMAGE_DECODED
        && ((uint32_t)animation->gif->SWidth != animation->width || (uint32_t)animation->gif->SHeight != animation->height)) {
        return failure(FOLIO_IMAGE_CORRUPT, "GIF changed while it was shown");
    }
    return result;
}

void folio_animation_close(folio_animation *animation) {
    if (animation == NULL) return;
    int error;
    if (animation->gif != NULL) DGifCloseFile(animation->gif, &error);
    if (animation->decoder != NULL) WebPAnimDecoderDelete(animation->decoder);
    folio_input_release(&animation->reader.input);
    free(animation->canvas);
    free(animation->previous);
    free(animation->line);
    free(animation->file);
    free(animation);
}
