/* libwebp's encoder and muxer, for tests that make WebP files (lossy, lossless, with alpha, with
 * an EXIF chunk, animated) to decode. */
#include <webp/encode.h>
#include <webp/mux.h>
