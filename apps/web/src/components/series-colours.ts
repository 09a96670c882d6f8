/** Chart colours that read on both light and dark backgrounds (Bootstrap's palette). */
export const SERIES_COLOURS = ['#0d6efd', '#dc3545', '#fd7e14', '#20c997', '#6f42c1', '#6c757d', '#198754'];
