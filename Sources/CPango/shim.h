#ifndef FOLIO_CPANGO_SHIM_H
#define FOLIO_CPANGO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>

/* Macros Swift cannot import, re-exposed as constants. */
static const int SHIM_PANGO_SCALE = PANGO_SCALE;

#endif
