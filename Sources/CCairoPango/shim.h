// cairo for shapes, pango (through fontconfig) for text: the C libraries the renderer draws Home with.
#ifndef BRICKSON_CAIRO_PANGO_SHIM_H
#define BRICKSON_CAIRO_PANGO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>

/// PANGO_SCALE as a value Swift can import (the macro is not imported).
static inline int brickson_pango_scale(void) { return PANGO_SCALE; }

/// g_object_unref for a pango object, typed so Swift need not cast to gpointer.
static inline void brickson_object_unref(void *object) { g_object_unref(object); }

/// Whether a PangoLogAttr marks a word boundary, a line-break opportunity or white space (bitfields Swift cannot
/// read).
static inline int brickson_log_attr_is_line_break(const PangoLogAttr *attrs, int index) {
    return attrs[index].is_line_break;
}
static inline int brickson_log_attr_is_white(const PangoLogAttr *attrs, int index) {
    return attrs[index].is_white;
}
static inline int brickson_log_attr_is_word_boundary(const PangoLogAttr *attrs, int index) {
    return attrs[index].is_word_boundary;
}
static inline int brickson_log_attr_is_char_break(const PangoLogAttr *attrs, int index) {
    return attrs[index].is_char_break;
}

/// Whether a layout line's resolved direction is right to left (a bitfield Swift cannot read).
static inline int brickson_layout_line_is_right_to_left(const PangoLayoutLine *line) {
    return line->resolved_dir == PANGO_DIRECTION_RTL;
}

#endif
