#ifndef CFOLIOIMAGE_H
#define CFOLIOIMAGE_H

/* Streaming JPEG (libjpeg-turbo), PNG (libpng), GIF (giflib) and WebP (libwebp) decoding into
 * 32-bit ARGB pixels, reduced while it decodes so that memory follows the size the image is shown
 * at, not the size of the file's image, and turned upright by the request's EXIF orientation as
 * the rows arrive. JPEG, PNG and GIF files are read through one buffer of
 * FOLIO_IMAGE_INPUT_BYTES, never held whole; a WebP file is held whole (within max_file_bytes),
 * because libwebp's lossless and animated decoding need all of its data at once, while its pixels
 * are still decoded straight at the reduced size. libjpeg and libpng report errors by longjmp, which Swift cannot take part in: the
 * setjmp lives here and every outcome comes back as a status. Any thread; several decodes may
 * run at once (no state is shared between calls). PNG encoding (recorded frames, thumbnails), row
 * by row straight to a file descriptor, and reading a PNG's text chunks live here for the same
 * reason. */

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
    /* An animation has no frame after the last one it gave. */
    FOLIO_IMAGE_END_OF_ANIMATION = 8,
} folio_image_status;

/* One decode: the open file, the size to reduce towards, limits and callbacks. */
typedef struct folio_image_request {
    /* A regular file open for reading, read from offset 0 with pread (its position is left
     * alone); the caller keeps it open and closes it. */
    int fd;
    /* Or, when not NULL, the bytes to decode (`byte_count` of them, held by the caller until the
     * decode returns), read in the same pieces; `fd` is then ignored. */
    const uint8_t *bytes;
    uint64_t byte_count;
    /* Reading past this many bytes stops the decode with FOLIO_IMAGE_FILE_TOO_LARGE. */
    uint64_t max_file_bytes;
    /* The output is reduced (never enlarged, aspect kept) by the largest whole steps that still
     * cover this size, so it is at least this large and under twice it on each side. 0 by 0
     * keeps the image's own size. The size is the upright one, after `orientation` (a sideways
     * photo's cover height is matched against its stored width). */
    uint32_t cover_width;
    uint32_t cover_height;
    /* Refused above these, whatever smaller claim a header made first. */
    uint32_t max_side;
    uint64_t max_pixels;
    /* The most memory a decode may hold beyond its output: a progressive JPEG's coefficients,
     * an interlaced PNG's whole image. */
    uint64_t max_buffered_bytes;
    /* EXIF's orientation of the stored pixels, 1 to 8 (0 or anything else is taken as 1): the
     * output is the upright image, rotated and mirrored as EXIF says, `width` and `height` its
     * upright size. The caller reads it from the file's metadata before decoding. */
    uint32_t orientation;
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

/* Decodes the JPEG in `request->fd` (or `request->bytes`). */
folio_image_result folio_image_decode_jpeg(const folio_image_request *request);

/* Decodes the first part of a progressive JPEG (a download in progress) as far as its scans go,
 * in libjpeg's buffered-image mode: `request->bytes` (or the file) must end exactly where a scan
 * ends (where the marker after it starts), and there the image is taken to end; `*scans_shown`
 * is then the number of scans the output shows (0 unless DECODED). Held to the same limits as a
 * whole decode, the coefficients of the whole image within max_buffered_bytes. A file that is not
 * progressive is CORRUPT; a scan the bytes cut short is TRUNCATED (nothing is painted grey). */
folio_image_result folio_image_decode_jpeg_scans(const folio_image_request *request, uint32_t *scans_shown);

/* Decodes the PNG in `request->fd` (or `request->bytes`). */
folio_image_result folio_image_decode_png(const folio_image_request *request);

/* Decodes the first frame of the GIF in `request->fd` (or `request->bytes`), on a canvas of the
 * file's logical screen size, transparent where the frame does not cover it. */
folio_image_result folio_image_decode_gif(const folio_image_request *request);

/* Decodes the WebP (lossy, lossless, with alpha, or the first frame of an animation on its
 * canvas) in `request->fd` (or `request->bytes`). */
folio_image_result folio_image_decode_webp(const folio_image_request *request);

/* An animated GIF or WebP decoded frame after frame, each composited on a canvas of the file's
 * size (GIF: the disposal methods; WebP: libwebp's WebPAnimDecoder) and handed out reduced,
 * turned and through `allocate` as a still decode's output. Holds the canvas at the file's size
 * (and, for a GIF frame that restores what was under it or for WebPAnimDecoder, a second one),
 * refused over max_buffered_bytes; a GIF is read from its file frame by frame, a WebP held
 * whole. One thread at a time; the request's fd or bytes must stay valid until it is closed. */
typedef struct folio_animation folio_animation;

/* What opening an animation found. */
typedef struct folio_animation_info {
    uint32_t canvas_width;
    uint32_t canvas_height;
    /* WebP: the frames and the loop count (0 for ever) its header gives. GIF: 0, as giflib
     * cannot tell them without reading the whole file; the caller walks it for them. */
    uint32_t frame_count;
    uint32_t loop_count;
} folio_animation_info;

/* Opens the animated GIF (or single-frame one) in the request's file or bytes. Returns NULL
 * with `result` saying why; `info` is filled on success. */
folio_animation *folio_animation_open_gif(const folio_image_request *request, folio_animation_info *info, folio_image_result *result);

/* Opens the animated WebP (or still one, as a single frame) in the request's file or bytes. */
folio_animation *folio_animation_open_webp(const folio_image_request *request, folio_animation_info *info, folio_image_result *result);

/* Composites the next frame and hands it out through the request's `allocate`, reduced towards
 * its cover and turned by its orientation (the request's fd and bytes are not read: those of
 * the open stay in use). `delay_ms` is the frame's delay as the file gives it, in
 * milliseconds. END_OF_ANIMATION after the last frame. */
folio_image_result folio_animation_next(folio_animation *animation, const folio_image_request *request, uint32_t *delay_ms);

/* Goes back to before the first frame. Returns DECODED, or why the file could not be read
 * again. */
folio_image_result folio_animation_rewind(folio_animation *animation, const folio_image_request *request);

/* Frees the animation (NULL is allowed); the caller then closes its file. */
void folio_animation_close(folio_animation *animation);

/* How writing a PNG ended. */
typedef enum {
    FOLIO_PNG_WRITTEN = 0,
    /* `is_cancelled` said stop: not a failure; the file holds a partial PNG. */
    FOLIO_PNG_WRITE_CANCELLED = 1,
    /* write(2) failed (a full disk, an I/O error): `error_number` holds its errno. */
    FOLIO_PNG_WRITE_FAILED = 2,
    /* libpng refused (out of memory, a size it cannot encode); the message holds its words. */
    FOLIO_PNG_WRITE_REFUSED = 3,
} folio_png_write_status;

/* How the pixels handed to the PNG writer are laid out. */
typedef enum {
    /* 3 bytes a pixel: R, G, B. */
    FOLIO_PNG_PIXELS_RGB24 = 0,
    /* A 32-bit 0xAARRGGBB a pixel (straight alpha) in native byte order: an ARGB8888 surface. */
    FOLIO_PNG_PIXELS_ARGB32 = 1,
} folio_png_pixel_layout;

/* A tEXt chunk: a keyword of 1 to 79 Latin-1 characters and its text, both NUL-terminated. */
typedef struct folio_png_text {
    const char *keyword;
    const char *text;
} folio_png_text;

/* One encode: rows of pixels written as a PNG to an open file, every write(2) checked. */
typedef struct folio_png_write_request {
    /* A file open for writing, written from its current position; the caller closes it (and
     * checks close(2), which can report what write(2) did not). */
    int fd;
    /* `height` rows of `pitch` bytes, each starting with `width` pixels laid out as `layout`. */
    const uint8_t *pixels;
    uint32_t width;
    uint32_t height;
    size_t pitch;
    folio_png_pixel_layout layout;
    /* With FOLIO_PNG_PIXELS_ARGB32: non-zero writes an RGBA PNG, zero an RGB one (the alpha
     * bytes are left out: the caller knows every pixel is opaque). Ignored for RGB24. */
    int keep_alpha;
    /* zlib's level, 0 (stored) to 9 (smallest, slowest). */
    int compression_level;
    /* The row filters libpng may choose from, as its PNG_FILTER_ flags (0x08 none, 0x10 sub,
     * 0x20 up, 0x40 average, 0x80 Paeth); 0 leaves libpng's default, which tries them all on
     * every row (smaller files, slower). */
    int filters;
    /* `text_count` tEXt chunks written before the pixels (NULL when there are none). */
    const folio_png_text *texts;
    size_t text_count;
    /* Called between rows (may be NULL); non-zero stops the encode with
     * FOLIO_PNG_WRITE_CANCELLED. */
    int (*is_cancelled)(void *context);
    void *context;
} folio_png_write_request;

/* The outcome of folio_png_write. */
typedef struct folio_png_write_result {
    folio_png_write_status status;
    /* errno of the failing write(2), with FOLIO_PNG_WRITE_FAILED. */
    int error_number;
    /* Bytes written to the file. */
    uint64_t bytes_written;
    /* A short reason when the status is not WRITTEN, NUL-terminated. */
    char message[96];
} folio_png_write_result;

/* Encodes the request's pixels as a PNG (8-bit RGB or RGBA, not interlaced, its text chunks
 * before the pixels) into `request->fd`. */
folio_png_write_result folio_png_write(const folio_png_write_request *request);

/* How reading a PNG's text ended. */
typedef enum {
    FOLIO_PNG_TEXT_READ = 0,
    /* Not a PNG, or libpng refused its chunks; the message holds its words. */
    FOLIO_PNG_TEXT_CORRUPT = 1,
    /* The file ends before its first IDAT chunk. */
    FOLIO_PNG_TEXT_TRUNCATED = 2,
    /* The chunks before IDAT take more than the request's max_bytes. */
    FOLIO_PNG_TEXT_TOO_LARGE = 3,
    /* pread(2) failed: `error_number` holds its errno. */
    FOLIO_PNG_TEXT_UNREADABLE = 4,
    FOLIO_PNG_TEXT_OUT_OF_MEMORY = 5,
} folio_png_text_status;

/* One read of the text chunks (tEXt, zTXt, iTXt) a PNG carries before its pixels. */
typedef struct folio_png_text_request {
    /* A regular file open for reading, read from offset 0 with pread; the caller closes it. */
    int fd;
    /* Reading stops with FOLIO_PNG_TEXT_TOO_LARGE past this many bytes, and no chunk may claim
     * more (nor expand, compressed, to more). */
    uint64_t max_bytes;
    /* Called once a chunk, in file order, with its keyword (Latin-1) and text (UTF-8 when
     * `is_utf8`, an iTXt chunk; Latin-1 otherwise), both NUL-terminated and valid only during
     * the call. */
    void (*on_text)(void *context, const char *keyword, const char *text, size_t text_length, int is_utf8);
    void *context;
} folio_png_text_request;

/* The outcome of folio_png_read_text. */
typedef struct folio_png_text_result {
    folio_png_text_status status;
    int error_number;
    /* Bytes read from the file. */
    uint64_t bytes_read;
    char message[96];
} folio_png_text_result;

/* Reads the PNG's signature, header and the chunks up to its first IDAT (libpng's
 * png_read_info), never its pixels, and hands each text chunk found to `on_text`. */
folio_png_text_result folio_png_read_text(const folio_png_text_request *request);

#endif
