<?php
// Run by wordpress.sh start: installs the site once (Debian ships no WP-CLI, so wp_install() directly), keeps
// permalinks plain, and prints a fresh application password for the admin (replacing the previous one).
// Usage: php install-site.php <port>
if ($argc !== 2 || !ctype_digit($argv[1])) {
    fwrite(STDERR, "usage: php install-site.php <port>\n");
    exit(2);
}
// Debian's wp-config.php picks /etc/wordpress/config-<host>.php from the Host header.
$_SERVER['HTTP_HOST'] = '127.0.0.1:' . $argv[1];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

const APP_PASSWORD_NAME = 'mock-site real-site tests';

// No mail leaves (there is no sendmail): wp_install() would send the admin a welcome message.
add_filter('pre_wp_mail', '__return_false');

if (!is_blog_installed()) {
    // The admin's login password is never used: the tests authenticate with the application password.
    $installed = wp_install('mock-site real WordPress', 'admin', 'admin@example.invalid', false, '', wp_generate_password(32));
    if (empty($installed['user_id'])) {
        fwrite(STDERR, "wp_install() did not create the admin user\n");
        exit(1);
    }
}
// Plain permalinks: REST routes are addressed index.php?rest_route=, as the tests do.
update_option('permalink_structure', '');

$admin = get_user_by('login', 'admin');
if (!$admin) {
    fwrite(STDERR, "the site has no user named admin\n");
    exit(1);
}
foreach (WP_Application_Passwords::get_user_application_passwords($admin->ID) as $item) {
    if ($item['name'] === APP_PASSWORD_NAME) {
        WP_Application_Passwords::delete_application_password($admin->ID, $item['uuid']);
    }
}
$created = WP_Application_Passwords::create_new_application_password($admin->ID, array('name' => APP_PASSWORD_NAME));
if (is_wp_error($created)) {
    fwrite(STDERR, 'could not create an application password: ' . $created->get_error_message() . "\n");
    exit(1);
}
echo $created[0], "\n";
