// The starter files of POST /sitetool/v1/create-classic-theme: a style.css whose header names the theme,
// a functions.php that sets the theme up and enqueues its stylesheet, and the header, footer and index
// templates of a classic theme.
import type { ThemeFile } from './theme-store.js';

const php = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
/** Comment text may not close the comment it sits in. */
const inComment = (s: string) => s.replace(/\*\//g, '* /').replace(/\s+/g, ' ').trim();

export function classicThemeFiles(name: string, slug: string, description: string): ThemeFile[] {
  const prefix = /^\d/.test(slug) ? `theme_${slug.replace(/-/g, '_')}` : slug.replace(/-/g, '_');
  const styleCss = `/*
Theme Name: ${inComment(name)}
Description: ${inComment(description)}
Version: 1.0.0
Requires at least: 6.0
Tested up to: 6.8
Requires PHP: 7.4
License: GNU General Public License v2 or later
License URI: http://www.gnu.org/licenses/gpl-2.0.html
Text Domain: ${slug}
*/

body {
\tmargin: 0;
\tfont-family: system-ui, sans-serif;
\tline-height: 1.6;
}

.site-header,
.site-footer {
\tpadding: 1.5rem 2rem;
}

.site-main {
\tmax-width: 720px;
\tmargin: 0 auto;
\tpadding: 2rem;
}
`;
  const functionsPhp = `<?php
/**
 * ${inComment(name)} functions and definitions.
 *
 * @package ${slug}
 */

if ( ! defined( 'ABSPATH' ) ) {
\texit;
}

function ${prefix}_setup() {
\tadd_theme_support( 'title-tag' );
\tadd_theme_support( 'post-thumbnails' );
\tadd_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script' ) );
\tregister_nav_menus( array( 'primary' => __( 'Primary Menu', '${php(slug)}' ) ) );
}
add_action( 'after_setup_theme', '${prefix}_setup' );

function ${prefix}_enqueue_assets() {
\twp_enqueue_style( '${php(slug)}-style', get_stylesheet_uri(), array(), wp_get_theme()->get( 'Version' ) );
}
add_action( 'wp_enqueue_scripts', '${prefix}_enqueue_assets' );
`;
  const headerPhp = `<?php
/**
 * The header: the document head and the site header.
 *
 * @package ${slug}
 */
?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
\t<meta charset="<?php bloginfo( 'charset' ); ?>">
\t<meta name="viewport" content="width=device-width, initial-scale=1">
\t<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<header id="masthead" class="site-header">
\t<a class="site-title" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php bloginfo( 'name' ); ?></a>
\t<?php wp_nav_menu( array( 'theme_location' => 'primary', 'fallback_cb' => false ) ); ?>
</header>
`;
  const footerPhp = `<?php
/**
 * The footer: the site footer and the end of the document.
 *
 * @package ${slug}
 */
?>
<footer id="colophon" class="site-footer">
\t<p>&copy; <?php echo esc_html( gmdate( 'Y' ) ); ?> <?php bloginfo( 'name' ); ?></p>
</footer>
<?php wp_footer(); ?>
</body>
</html>
`;
  const indexPhp = `<?php
/**
 * The main template: the loop of the current query.
 *
 * @package ${slug}
 */

get_header();
?>
<main id="primary" class="site-main">
\t<?php if ( have_posts() ) : ?>
\t\t<?php while ( have_posts() ) : the_post(); ?>
\t\t\t<article id="post-<?php the_ID(); ?>" <?php post_class(); ?>>
\t\t\t\t<h2><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
\t\t\t\t<?php the_excerpt(); ?>
\t\t\t</article>
\t\t<?php endwhile; ?>
\t\t<?php the_posts_navigation(); ?>
\t<?php else : ?>
\t\t<p><?php esc_html_e( 'Nothing found.', '${php(slug)}' ); ?></p>
\t<?php endif; ?>
</main>
<?php
get_footer();
`;
  return [
    { path: 'footer.php', content: footerPhp },
    { path: 'functions.php', content: functionsPhp },
    { path: 'header.php', content: headerPhp },
    { path: 'index.php', content: indexPhp },
    { path: 'style.css', content: styleCss },
  ];
}
