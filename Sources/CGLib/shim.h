#ifndef FOLIO_CGLIB_SHIM_H
#define FOLIO_CGLIB_SHIM_H

/* GLib, for what folio-photos must compute exactly as other programs do: a file's URI and its
   MD5, which name a thumbnail under the freedesktop Thumbnail Managing Standard. */
#include <glib.h>

#endif
