<?php
/**
 * Cosmetics Dev theme: the one template.
 */

defined( 'ABSPATH' ) || exit;
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div class="dev-notice">Lokalna strona deweloperska &middot; e-maile trafiają do Narzędzia &rarr; Wysłane e-maile</div>
<header class="site-header">
	<div class="wrap">
		<a class="site-title" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php bloginfo( 'name' ); ?></a>
		<nav class="site-nav" aria-label="Menu główne">
			<?php
			wp_nav_menu(
				array(
					'theme_location' => 'primary',
					'container'      => false,
					'fallback_cb'    => 'cosmetics_dev_fallback_menu',
				)
			);
			?>
		</nav>
	</div>
</header>
<main class="wrap" id="main">
	<?php if ( have_posts() ) : ?>
		<?php
		while ( have_posts() ) :
			the_post();
			?>
			<article id="post-<?php the_ID(); ?>" <?php post_class( 'entry' ); ?>>
				<?php if ( is_singular() ) : ?>
					<h1 class="entry-title"><?php the_title(); ?></h1>
				<?php else : ?>
					<h2 class="entry-title"><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
				<?php endif; ?>
				<div class="entry-content">
					<?php is_singular() ? the_content() : the_excerpt(); ?>
				</div>
			</article>
		<?php endwhile; ?>
		<?php the_posts_pagination(); ?>
	<?php else : ?>
		<article class="entry">
			<h1 class="entry-title">Nie znaleziono</h1>
			<p>Ta strona nie istnieje.</p>
		</article>
	<?php endif; ?>
</main>
<footer class="site-footer">
	<div class="wrap">&copy; <?php echo esc_html( gmdate( 'Y' ) ); ?> <?php bloginfo( 'name' ); ?></div>
</footer>
<?php wp_footer(); ?>
</body>
</html>
