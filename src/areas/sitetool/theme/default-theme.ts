// The classic theme the default scenario installs and activates ("Lakeside"): the files the sitetool/v1
// file routes read and edit. Each is one record of the `sitetool.theme_files` store, id `<stylesheet>/<path>`.

const THEME = 'lakeside';

const STYLE_CSS = `/*
Theme Name: Lakeside
Theme URI: https://example.org/themes/lakeside/
Author: The Mock Site Team
Author URI: https://example.org/
Description: A calm, readable classic theme for blogs and small sites, with a sticky header, a sidebar and an accessible menu.
Version: 1.4.2
Requires at least: 6.0
Tested up to: 6.8
Requires PHP: 7.4
License: GNU General Public License v2 or later
License URI: http://www.gnu.org/licenses/gpl-2.0.html
Text Domain: lakeside
Tags: blog, one-column, right-sidebar, custom-menu, featured-images, accessibility-ready
*/

/* Variables */
:root {
\t--lakeside-text: #1f2933;
\t--lakeside-accent: #0b6e99;
\t--lakeside-muted: #616e7c;
\t--lakeside-width: 720px;
}

/* Base */
body {
\tmargin: 0;
\tcolor: var(--lakeside-text);
\tfont-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif;
\tline-height: 1.65;
}

a {
\tcolor: var(--lakeside-accent);
}

a:hover,
a:focus {
\ttext-decoration: none;
}

/* Header */
.site-header {
\tposition: sticky;
\ttop: 0;
\tdisplay: flex;
\talign-items: center;
\tjustify-content: space-between;
\tpadding: 1rem 2rem;
\tbackground: #fff;
\tborder-bottom: 1px solid #e4e7eb;
}

.site-title {
\tfont-size: 1.5rem;
\tfont-weight: 700;
}

.main-navigation ul {
\tdisplay: flex;
\tgap: 1.25rem;
\tmargin: 0;
\tpadding: 0;
\tlist-style: none;
}

.menu-toggle {
\tdisplay: none;
}

/* Content */
.site-main {
\tmax-width: var(--lakeside-width);
\tmargin: 0 auto;
\tpadding: 2rem 1rem;
}

.entry-title {
\tmargin-bottom: 0.25rem;
\tline-height: 1.25;
}

.entry-meta {
\tcolor: var(--lakeside-muted);
\tfont-size: 0.875rem;
}

/* Footer */
.site-footer {
\tpadding: 2rem;
\tcolor: var(--lakeside-muted);
\ttext-align: center;
}

@media (max-width: 782px) {
\t.menu-toggle {
\t\tdisplay: block;
\t}

\t.main-navigation ul {
\t\tdisplay: none;
\t}

\t.main-navigation.toggled ul {
\t\tdisplay: block;
\t}
}
`;

const FUNCTIONS_PHP = `<?php
/**
 * Lakeside functions and definitions.
 *
 * @package lakeside
 */

if ( ! defined( 'LAKESIDE_VERSION' ) ) {
\tdefine( 'LAKESIDE_VERSION', '1.4.2' );
}

/**
 * Sets up theme defaults and registers support for WordPress features.
 */
function lakeside_setup() {
\tload_theme_textdomain( 'lakeside', get_template_directory() . '/languages' );

\tadd_theme_support( 'automatic-feed-links' );
\tadd_theme_support( 'title-tag' );
\tadd_theme_support( 'post-thumbnails' );
\tadd_theme_support( 'custom-logo', array( 'height' => 80, 'width' => 240, 'flex-width' => true ) );
\tadd_theme_support( 'html5', array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'style', 'script' ) );
\tadd_theme_support( 'editor-styles' );
\tadd_editor_style( 'assets/css/editor.css' );

\tregister_nav_menus(
\t\tarray(
\t\t\t'primary' => esc_html__( 'Primary menu', 'lakeside' ),
\t\t\t'footer'  => esc_html__( 'Footer menu', 'lakeside' ),
\t\t)
\t);
}
add_action( 'after_setup_theme', 'lakeside_setup' );

/**
 * Registers the sidebar widget area.
 */
function lakeside_widgets_init() {
\tregister_sidebar(
\t\tarray(
\t\t\t'name'          => esc_html__( 'Sidebar', 'lakeside' ),
\t\t\t'id'            => 'sidebar-1',
\t\t\t'before_widget' => '<section id="%1$s" class="widget %2$s">',
\t\t\t'after_widget'  => '</section>',
\t\t\t'before_title'  => '<h2 class="widget-title">',
\t\t\t'after_title'   => '</h2>',
\t\t)
\t);
}
add_action( 'widgets_init', 'lakeside_widgets_init' );

/**
 * Enqueues the stylesheet and the menu script.
 */
function lakeside_enqueue_assets() {
\twp_enqueue_style( 'lakeside-style', get_stylesheet_uri(), array(), LAKESIDE_VERSION );
\twp_enqueue_script( 'lakeside-theme', get_template_directory_uri() . '/assets/js/theme.js', array(), LAKESIDE_VERSION, true );

\tif ( is_singular() && comments_open() && get_option( 'thread_comments' ) ) {
\t\twp_enqueue_script( 'comment-reply' );
\t}
}
add_action( 'wp_enqueue_scripts', 'lakeside_enqueue_assets' );

/**
 * Replaces the "[...]" after automatic excerpts with a link to the post.
 *
 * @param string $more The default excerpt ending.
 * @return string
 */
function lakeside_excerpt_more( $more ) {
\tif ( is_admin() ) {
\t\treturn $more;
\t}
\treturn ' <a class="more-link" href="' . esc_url( get_permalink() ) . '">' . esc_html__( 'Continue reading', 'lakeside' ) . '</a>';
}
add_filter( 'excerpt_more', 'lakeside_excerpt_more' );

/**
 * Adds a class to the body when the sidebar is in use.
 *
 * @param string[] $classes Body classes.
 * @return string[]
 */
function lakeside_body_classes( $classes ) {
\tif ( is_active_sidebar( 'sidebar-1' ) && ! is_page() ) {
\t\t$classes[] = 'has-sidebar';
\t}
\treturn $classes;
}
add_filter( 'body_class', 'lakeside_body_classes' );

/**
 * Prints the post date and author.
 */
function lakeside_posted_on() {
\tprintf(
\t\t'<span class="posted-on"><time datetime="%1$s">%2$s</time></span> <span class="byline">%3$s</span>',
\t\tesc_attr( get_the_date( DATE_W3C ) ),
\t\tesc_html( get_the_date() ),
\t\tesc_html( get_the_author() )
\t);
}

/**
 * Adds a toggle button to the parent items of the primary menu.
 */
class Lakeside_Menu_Walker extends Walker_Nav_Menu {

\t/**
\t * Starts an element, with a submenu toggle when the item has children.
\t */
\tpublic function start_el( &$output, $data_object, $depth = 0, $args = null, $current_object_id = 0 ) {
\t\tparent::start_el( $output, $data_object, $depth, $args, $current_object_id );
\t\tif ( in_array( 'menu-item-has-children', (array) $data_object->classes, true ) ) {
\t\t\t$output .= '<button class="submenu-toggle" aria-expanded="false">' . esc_html__( 'Show submenu', 'lakeside' ) . '</button>';
\t\t}
\t}
}
`;

const HEADER_PHP = `<?php
/**
 * The header for our theme: the document head and the site header.
 *
 * @package lakeside
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
<div id="page" class="site">
\t<a class="skip-link screen-reader-text" href="#primary"><?php esc_html_e( 'Skip to content', 'lakeside' ); ?></a>

\t<header id="masthead" class="site-header">
\t\t<div class="site-branding">
\t\t\t<?php the_custom_logo(); ?>
\t\t\t<a class="site-title" href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"><?php bloginfo( 'name' ); ?></a>
\t\t</div>

\t\t<nav id="site-navigation" class="main-navigation" aria-label="<?php esc_attr_e( 'Primary menu', 'lakeside' ); ?>">
\t\t\t<button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false"><?php esc_html_e( 'Menu', 'lakeside' ); ?></button>
\t\t\t<?php
\t\t\twp_nav_menu(
\t\t\t\tarray(
\t\t\t\t\t'theme_location' => 'primary',
\t\t\t\t\t'menu_id'        => 'primary-menu',
\t\t\t\t\t'walker'         => new Lakeside_Menu_Walker(),
\t\t\t\t)
\t\t\t);
\t\t\t?>
\t\t</nav>
\t</header>
`;

const FOOTER_PHP = `<?php
/**
 * The footer: the site footer and the end of the document.
 *
 * @package lakeside
 */
?>
\t<footer id="colophon" class="site-footer">
\t\t<?php wp_nav_menu( array( 'theme_location' => 'footer', 'depth' => 1, 'fallback_cb' => false ) ); ?>
\t\t<p class="site-info">
\t\t\t&copy; <?php echo esc_html( gmdate( 'Y' ) ); ?> <?php bloginfo( 'name' ); ?>.
\t\t\t<?php esc_html_e( 'Proudly powered by WordPress.', 'lakeside' ); ?>
\t\t</p>
\t</footer>
</div><!-- #page -->

<?php wp_footer(); ?>
</body>
</html>
`;

const INDEX_PHP = `<?php
/**
 * The main template file: the blog index and the fallback of every other template.
 *
 * @package lakeside
 */

get_header();
?>

<main id="primary" class="site-main">
\t<?php if ( have_posts() ) : ?>

\t\t<?php if ( is_home() && ! is_front_page() ) : ?>
\t\t\t<h1 class="page-title screen-reader-text"><?php single_post_title(); ?></h1>
\t\t<?php endif; ?>

\t\t<?php
\t\twhile ( have_posts() ) :
\t\t\tthe_post();
\t\t\tget_template_part( 'template-parts/content', get_post_type() );
\t\tendwhile;

\t\tthe_posts_navigation();
\t\t?>

\t<?php else : ?>
\t\t<p><?php esc_html_e( 'Nothing was found here. Try a search?', 'lakeside' ); ?></p>
\t\t<?php get_search_form(); ?>
\t<?php endif; ?>
</main><!-- #primary -->

<?php
get_sidebar();
get_footer();
`;

const SINGLE_PHP = `<?php
/**
 * The template for a single post.
 *
 * @package lakeside
 */

get_header();
?>

<main id="primary" class="site-main">
\t<?php
\twhile ( have_posts() ) :
\t\tthe_post();
\t\tget_template_part( 'template-parts/content', 'single' );

\t\tthe_post_navigation(
\t\t\tarray(
\t\t\t\t'prev_text' => '&larr; %title',
\t\t\t\t'next_text' => '%title &rarr;',
\t\t\t)
\t\t);

\t\tif ( comments_open() || get_comments_number() ) {
\t\t\tcomments_template();
\t\t}
\tendwhile;
\t?>
</main><!-- #primary -->

<?php
get_sidebar();
get_footer();
`;

const PAGE_PHP = `<?php
/**
 * The template for pages.
 *
 * @package lakeside
 */

get_header();
?>

<main id="primary" class="site-main">
\t<?php
\twhile ( have_posts() ) :
\t\tthe_post();
\t\t?>
\t\t<article id="post-<?php the_ID(); ?>" <?php post_class(); ?>>
\t\t\t<header class="entry-header">
\t\t\t\t<?php the_title( '<h1 class="entry-title">', '</h1>' ); ?>
\t\t\t</header>
\t\t\t<div class="entry-content">
\t\t\t\t<?php the_content(); ?>
\t\t\t\t<?php wp_link_pages(); ?>
\t\t\t</div>
\t\t</article>
\t\t<?php
\tendwhile;
\t?>
</main><!-- #primary -->

<?php
get_footer();
`;

const CONTENT_PHP = `<?php
/**
 * Template part for a post in a list or on its own page.
 *
 * @package lakeside
 */
?>
<article id="post-<?php the_ID(); ?>" <?php post_class(); ?>>
\t<header class="entry-header">
\t\t<?php
\t\tif ( is_singular() ) :
\t\t\tthe_title( '<h1 class="entry-title">', '</h1>' );
\t\telse :
\t\t\tthe_title( '<h2 class="entry-title"><a href="' . esc_url( get_permalink() ) . '" rel="bookmark">', '</a></h2>' );
\t\tendif;
\t\t?>
\t\t<div class="entry-meta"><?php lakeside_posted_on(); ?></div>
\t</header>

\t<?php the_post_thumbnail( 'large' ); ?>

\t<div class="entry-content">
\t\t<?php
\t\tif ( is_singular() ) {
\t\t\tthe_content();
\t\t} else {
\t\t\tthe_excerpt();
\t\t}
\t\t?>
\t</div>
</article><!-- #post-<?php the_ID(); ?> -->
`;

const SIDEBAR_PHP = `<?php
/**
 * The sidebar: the widgets of the sidebar-1 area.
 *
 * @package lakeside
 */

if ( ! is_active_sidebar( 'sidebar-1' ) ) {
\treturn;
}
?>
<aside id="secondary" class="widget-area">
\t<?php dynamic_sidebar( 'sidebar-1' ); ?>
</aside><!-- #secondary -->
`;

const THEME_JS = `/**
 * Lakeside: the menu toggle, submenu toggles and the sticky header shadow.
 */
( function () {
\t'use strict';

\tconst SCROLL_OFFSET = 8;

\tfunction toggleMenu( navigation, button ) {
\t\tconst open = navigation.classList.toggle( 'toggled' );
\t\tbutton.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
\t}

\tconst closeOnEscape = ( navigation, button ) => ( event ) => {
\t\tif ( event.key === 'Escape' && navigation.classList.contains( 'toggled' ) ) {
\t\t\ttoggleMenu( navigation, button );
\t\t\tbutton.focus();
\t\t}
\t};

\tclass SubmenuToggles {
\t\tconstructor( menu ) {
\t\t\tthis.menu = menu;
\t\t}

\t\tbind() {
\t\t\tthis.menu.querySelectorAll( '.submenu-toggle' ).forEach( ( button ) => {
\t\t\t\tbutton.addEventListener( 'click', () => this.toggle( button ) );
\t\t\t} );
\t\t}

\t\ttoggle( button ) {
\t\t\tconst expanded = button.getAttribute( 'aria-expanded' ) === 'true';
\t\t\tbutton.setAttribute( 'aria-expanded', expanded ? 'false' : 'true' );
\t\t\tbutton.parentElement.classList.toggle( 'submenu-open', ! expanded );
\t\t}
\t}

\tfunction stickyHeader( header ) {
\t\tconst update = () => header.classList.toggle( 'is-scrolled', window.scrollY > SCROLL_OFFSET );
\t\twindow.addEventListener( 'scroll', update, { passive: true } );
\t\tupdate();
\t}

\tfunction init() {
\t\tconst navigation = document.getElementById( 'site-navigation' );
\t\tconst header = document.getElementById( 'masthead' );
\t\tif ( header ) {
\t\t\tstickyHeader( header );
\t\t}
\t\tif ( ! navigation ) {
\t\t\treturn;
\t\t}
\t\tconst button = navigation.querySelector( '.menu-toggle' );
\t\tbutton.addEventListener( 'click', () => toggleMenu( navigation, button ) );
\t\tdocument.addEventListener( 'keydown', closeOnEscape( navigation, button ) );
\t\tnew SubmenuToggles( navigation ).bind();
\t}

\tdocument.addEventListener( 'DOMContentLoaded', init );
}() );
`;

const EDITOR_CSS = `/* Editor styles: the block editor shows posts as the site does. */
body {
\tcolor: #1f2933;
\tfont-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif;
\tline-height: 1.65;
}

.wp-block {
\tmax-width: 720px;
}

.editor-post-title__input {
\tfont-size: 2.25rem;
\tline-height: 1.25;
}
`;

const FILES: Record<string, string> = {
  'assets/css/editor.css': EDITOR_CSS,
  'assets/js/theme.js': THEME_JS,
  'footer.php': FOOTER_PHP,
  'functions.php': FUNCTIONS_PHP,
  'header.php': HEADER_PHP,
  'index.php': INDEX_PHP,
  'page.php': PAGE_PHP,
  'sidebar.php': SIDEBAR_PHP,
  'single.php': SINGLE_PHP,
  'style.css': STYLE_CSS,
  'template-parts/content.php': CONTENT_PHP,
};

export const DEFAULT_THEME_FILES: Record<string, unknown>[] = Object.entries(FILES).map(([path, content]) => ({ id: `${THEME}/${path}`, content }));
