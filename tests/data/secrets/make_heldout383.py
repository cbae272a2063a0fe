# ruff: noqa: E501
"""Writes heldout383_credentials.yaml and heldout383_lookalikes.yaml: held-out batch 383.

Persona: a freelance translator in Lisbon who writes her notes in a mix of Portuguese and
English, moderately technical. She keeps DeepL, Phrase and Google Translation API keys, her
CAT-tool logins, Wise and home-banking logins and card PINs, the Stripe secret and webhook
keys of her invoices, Portal das Finanças and Segurança Social Direta passwords, her Chave
Móvel Digital PIN, the home router and Wi-Fi keys, her co-working space's door code and the
keys of a small WordPress site (wp-admin, wp-config, salts, SFTP, SSH, Mailchimp); and many
look-alikes: NIF and IBAN numbers, ATCUD codes, Multibanco references, Stripe object ids and
publishable keys, tracking and booking codes, masked keys, commit ids, checksums, public SSH
and PGP keys, used one-time codes and references to a secret rather than the secret.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    ga4_id,
    google_api_key,
    groups,
    hexs,
    iban,
    imei,
    luhn,
    mac,
    mailchimp_key,
    ms_recovery_code,
    onepassword_secret_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    stripe_secret_key,
    stripe_webhook_secret,
    totp_seed,
    uid,
    visa,
    wp_app_password,
    write_corpora,
)

WORDS = [
    "alfama", "tejo", "sardinha", "azulejo", "saudade", "pastel", "miradouro", "fado",
    "ginjinha", "bifana", "cacilhas", "graca", "mouraria", "chiado", "gaivota", "limao",
    "canela", "verbo", "glossario", "xliff", "bacalhau", "eletrico", "ondas", "mare",
]
SALT = ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|"


def senha() -> str:
    """A password a Lisbon freelancer picks herself, or one her manager generated."""
    word = secrets.choice(WORDS).capitalize()
    return pick(
        f"{word}{digits(pick(3, 4))}{pick('!', '#', '$', '%', '?', '*')}",
        f"{word}_{secrets.choice(WORDS)}{digits(2)}",
        rnd(ALNUM + "!#$%*", pick(12, 14, 16)),
    )


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5, 6), pick("-", " ", "."))


def deepl_key(free: bool = True) -> str:
    """A DeepL API authentication key: a UUID, with `:fx` on the free plan."""
    return uid() + (":fx" if free else "")


def phrase_token() -> str:
    """A Phrase Strings access token: 64 hex digits."""
    return hexs(64)


def db_pw() -> str:
    return rnd(ALNUM + "_-", pick(16, 20, 24))


def wp_salt() -> str:
    """One of wp-config's keys and salts, as the WordPress salt service draws them."""
    return rnd(SALT, 64)


def wp_cookie(user: str) -> str:
    """A WordPress logged-in cookie: user, expiry, session token, HMAC."""
    expiry = 1_720_000_000 + secrets.randbelow(40_000_000)
    return f"wordpress_logged_in_{hexs(32)}={user}%7C{expiry}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}"


def nif(first: str = "2") -> str:
    """A Portuguese NIF (tax number) with a valid mod-11 check digit: public on every invoice."""
    body = first + digits(7)
    check = 11 - sum(int(c) * (9 - i) for i, c in enumerate(body)) % 11
    return body + ("0" if check >= 10 else str(check))


def pt_iban(bank: str | None = None, spaced: bool = True) -> str:
    """A Portuguese IBAN: bank, branch, account and the NIB's own check digits."""
    base = (bank or pick("0035", "0033", "0010", "0036", "0007", "0023")) + digits(4) + digits(11)
    return iban("PT", f"{base}{98 - int(base) * 100 % 97:02d}", spaced)


def be_iban() -> str:
    """A Belgian IBAN (Wise's EUR receiving account), with the BBAN's mod-97 check."""
    body = digits(10)
    return iban("BE", f"{body}{int(body) % 97 or 97:02d}")


def atcud() -> str:
    """An ATCUD: the series' validation code from the tax authority, then the number."""
    return f"{rnd(UPPER + DIGITS, 8)}-{secrets.randbelow(300) + 1}"


def mbref() -> str:
    return groups(digits(9), 3)


def phone() -> str:
    return f"+351 9{pick('1', '2', '3', '6')}{digits(1)} {digits(3)} {digits(3)}"


def landline() -> str:
    return f"+351 21{digits(1)} {digits(3)} {digits(3)}"


def cc_number() -> str:
    """A Cartão de Cidadão document number's shape: civil id, check digit, version."""
    return f"{digits(8)} {digits(1)} {rnd(UPPER + DIGITS, 2)}{digits(1)}"


def fingerprint_pgp() -> str:
    return groups(hexs(40).upper(), 4)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "deepl_api_key",
        f"DeepL API (free) — chave: {deepl_key()}",
        f"export DEEPL_AUTH_KEY={deepl_key(False)}   # conta Pro, paga pela agência até dezembro",
        f"deepl pro key\n{deepl_key(False)}\n(the one linked to the Trados plugin, don't regenerate it mid-project!!)",
        f'curl -X POST https://api-free.deepl.example/v2/translate -H "Authorization: DeepL-Auth-Key {deepl_key()}" -d "text=Olá" -d "target_lang=EN-GB"',
        f"chave deepl p/ o plugin do memoQ {deepl_key()} (a minha, nao a da Sofia)",
    )

    r.add(
        "phrase_api_token",
        f"Phrase (ex-Memsource) API token: {phrase_token()}",
        f"phrase tok p/ sincronizar os .xliff do cliente de Berlim\n{phrase_token()}",
        f"# .phrase.yml\nphrase:\n  access_token: {phrase_token()}\n  project_id: {hexs(32)}\n  file_format: xlf",
        f"PHRASE_ACCESS_TOKEN={phrase_token()} <- gerado a 3/6, scope read+write",
        f"token de acesso pessoal do Phrase Strings {phrase_token()} — o antigo foi revogado",
    )

    r.add(
        "google_translate_api_key",
        f"Google Cloud Translation API key (projeto glossario-pt): {google_api_key()}",
        f"GOOGLE_TRANSLATE_KEY={google_api_key()}",
        f"chave da API do google translate p o plugin WPML\n{google_api_key()}\nrestrita ao IP do servidor",
        f'{{"provider": "google", "api_key": "{google_api_key()}", "glossary": "saude-pt-en"}}',
        f"gcloud key for Trados MT provider: {google_api_key()} (quota 500k chars/mês)",
    )

    r.add(
        "cat_tool_login",
        f"memoQ server da agência (Porto) — user: ines.f / pass: {senha()}",
        f"Trados/RWS account\nines@inestraduz.example\n{pw()}",
        f"smartcat login: ines@inestraduz.example  pw {senha()}",
        f"| ferramenta | user | senha |\n|---|---|---|\n| Matecat | ines.fonseca | {senha()} |",
        f"XTM da Lionbridge: utilizador IFONSECA_PT, password {pw()}  (mudar a cada 90 dias, chato)",
    )

    r.add(
        "wise_password",
        f"Wise — login ines@inestraduz.example / {pw()}",
        f"wise pass nova {senha()} (a antiga tinha o nome do gato lol)",
        f"Wise\n  email: ines.fonseca@mail.example\n  password: {pw()}",
        f"passwd wise: {senha()}",
        f"A password da Wise mudou hoje p/ {pw()} — atualizar no telemóvel",
    )

    r.add(
        "wise_api_token",
        f"Wise API token (read only, p/ importar extratos no Excel): {uid()}",
        f'curl -H "Authorization: Bearer {uid()}" https://api.wise.example/v1/profiles',
        f"WISE_API_TOKEN={uid()}\nWISE_PROFILE_ID={digits(8, lead=True)}",
        f"token pessoal wise (full access!!! cuidado) {uid()}",
        f"wise personal token\n{uid()}\ncriado 14/02, sem validade",
    )

    r.add(
        "homebanking_access_code",
        f"CGD Caixadirecta: nº contrato {digits(10, lead=True)}, código de acesso {pin(6)}",
        f"Millennium app — cód. utilizador {rnd(UPPER + DIGITS, 8)}, código multicanal {pin(4)}",
        f"ActivoBank\nuser: {digits(9, lead=True)}\ncódigo secreto: {pin(6)}",
        f"homebanking BPI (conta da empresa): nº adesão {digits(8, lead=True)} senha {pin(6)}",
        f"banco (CGD) codigo de acesso {pin(6)} — NÃO é o pin do cartão",
    )

    r.add(
        "card_pin",
        f"PIN do cartão Multibanco novo: {pin(4)}",
        f"pin visa millennium {pin(4)}",
        f"cartão da wise (físico) PIN\n{pin(4)}",
        f"card PIN (Revolut) = {pin(4)}, the old one got blocked after 3 tries",
        f"pin cartão CGD: {pin(4)} / pin MB WAY: {pin(6)}",
    )

    r.add(
        "card_number_with_cvv",
        f"Cartão empresa Visa {visa()} val {card_expiry()} CVV {digits(3)}",
        f"cc p/ pagar a licença do Trados: {groups(luhn('5', 16), 4)}  exp {card_expiry()}  cvc {digits(3)}",
        f"Wise card (virtual) — {visa()}\n{card_expiry()} / {digits(3)}",
        f"número do cartão {luhn('4')} validade {card_expiry()} código segurança {digits(3)}",
        f'{{"card": "{luhn("5", 16)}", "exp": "{card_expiry()}", "cvv": "{digits(3)}"}}',
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret key (live) — site de traduções: {stripe_secret_key()}",
        f"STRIPE_SECRET_KEY={stripe_secret_key()}",
        f"wp-admin > WooCommerce > Stripe > Live secret key\n{stripe_secret_key()}",
        f"chave secreta stripe p/ gerar as faturas pelo script {stripe_secret_key()}",
        f'stripe.api_key = "{stripe_secret_key()}"  # TODO tirar isto do código',
    )

    r.add(
        "stripe_webhook_secret",
        f"Stripe webhook signing secret (endpoint /wc-api/wc_stripe): {stripe_webhook_secret()}",
        f"STRIPE_WEBHOOK_SECRET={stripe_webhook_secret()}",
        f"whsec novo depois de mudar o domínio: {stripe_webhook_secret()}",
        f"segredo do webhook stripe\n{stripe_webhook_secret()}",
        f"stripe listen gave me {stripe_webhook_secret()} for local testing (o de prod é outro)",
    )

    r.add(
        "financas_password",
        f"Portal das Finanças — NIF {nif()} senha {senha()}",
        f"finanças pw {senha()}",
        f"Senha provisória da AT (chegou por carta hoje): {rnd(UPPER + DIGITS, 8)} — trocar no 1º login",
        f"e-fatura / portal das financas\nutilizador: {nif()}\npassword: {senha()}",
        f"AT: {nif()} / {senha()}  <- recibos verdes",
    )

    r.add(
        "seg_social_password",
        f"Segurança Social Direta: NISS {digits(11, lead=True)} · senha {senha()}",
        f"SS direta pass {senha()} (tem de ter maiúsc + número)",
        f"seg social\n{pw()}",
        f"password da segurança social = {senha()}  — declaração trimestral até dia 31!",
        f"NISS {digits(11, lead=True)}\npwd: {senha()}",
    )

    r.add(
        "cmd_pin",
        f"Chave Móvel Digital PIN: {pin(4)}",
        f"pin da chave movel digital = {pin(pick(5, 6, 7, 8))}",
        f"CMD — código PIN {pin(6)}, o código de segurança vem por SMS",
        f"chave móvel digital\nPIN {pin(4)}\n(alterado no balcão da loja do cidadão)",
        f"autenticacao.gov: CMD pin {pin(8)}",
    )

    r.add(
        "router_admin_password",
        f"Router MEO (192.168.1.254) admin / {rnd(ALNUM, 12)}",
        f"router da NOS — user admin pass {senha()} (mudei a default!)",
        f"http://router.home.internal -> login: admin, pw: {pw()}",
        f"password de administração do router\n{rnd(ALNUM, 10)}",
        f"Vodafone box admin pwd {senha()} — the wifi one is different",
    )

    r.add(
        "wifi_password",
        f"WiFi casa: rede MEO-{rnd(UPPER + DIGITS, 6)} pass {rnd(ALNUM, 12)}",
        f"wifi do cowork: Anjos-Members / {passphrase()}",
        f"wi-fi convidados\nSSID: Casa_Ines_guest\nchave WPA2: {senha()}",
        f"WIFI:T:WPA;S:Casa_Ines;P:{rnd(ALNUM, 16)};;",
        f"pass da net {rnd(LOWER + DIGITS, 10)} (se a Marta perguntar)",
    )

    r.add(
        "coworking_door_code",
        f"código da porta do cowork: {pin(4)}#",
        f"Cowork Anjos — door code {pin(6)} (muda todos os meses, este é o de junho)",
        f"porta da rua do cowork *{pin(4)}  / porta do 2º andar {pin(4)}",
        f"cod porta cowork\n{pin(5)}",
        f"entry code at the coworking, side door: {pin(4)} then the key symbol",
    )

    r.add(
        "home_alarm_code",
        f"alarme de casa: código {pin(4)}, palavra-passe p/ a central: {secrets.choice(WORDS)}{digits(2)}",
        f"alarm code {pin(4)} — desarmar em 30s!!",
        f"código do alarme\n{pin(6)}",
        f"alarme: {pin(4)} (o de coação é {pin(4)})",
        f"desligar alarme -> {pin(4)} + OFF",
    )

    r.add(
        "wp_admin_password",
        f"wp-admin inestraduz.example — ines_admin / {pw()}",
        f"https://inestraduz.example/wp-login.php\nuser: ines\npass: {senha()}",
        f"WordPress admin pwd {pw()}  (o editor é o Rui, ele tem a dele)",
        f"wp login da Ines: {senha()}",
        f"wp user update 1 --user_pass='{pw()}'",
    )

    r.add(
        "wp_application_password",
        f"WP application password (p/ o Zapier): {wp_app_password()}",
        f"application password 'deepl-sync' -> {wp_app_password()}",
        f'curl --user "ines:{wp_app_password()}" https://inestraduz.example/wp-json/wp/v2/posts',
        f"app pass do wordpress\n{wp_app_password()}\n(só mostra uma vez!)",
        f'WP_APP_PASSWORD="{wp_app_password()}"',
    )

    r.add(
        "wp_config_db_password",
        f"define( 'DB_PASSWORD', '{db_pw()}' );",
        f"wp-config.php:\ndefine('DB_NAME', 'wp_inestraduz');\ndefine('DB_USER', 'wp_ines');\ndefine('DB_PASSWORD', '{db_pw()}');\ndefine('DB_HOST', 'mysql.hosting.internal');",
        f"mysql -u wp_ines -p'{db_pw()}' -h db.inestraduz.internal wp_inestraduz",
        f"DB do site: mysql://wp_ines:{db_pw()}@db.hosting.example:3306/wp_inestraduz",
        f"password da base de dados do wordpress (staging) {db_pw()}",
    )

    r.add(
        "wp_auth_salts",
        f"define('AUTH_KEY',         '{wp_salt()}');\ndefine('SECURE_AUTH_KEY',  '{wp_salt()}');",
        f"salts novos do wp-config (depois do susto de março): LOGGED_IN_KEY = {wp_salt()}",
        f"NONCE_SALT\n{wp_salt()}",
        f"AUTH_SALT='{wp_salt()}'  # .env do Bedrock",
        f"wp config set SECURE_AUTH_SALT '{wp_salt()}'",
    )

    r.add(
        "hosting_sftp_password",
        f"SFTP hosting: sftp://ines@sftp.hosting.example:22 pass {pw()}",
        f"cPanel inestraduz — user inestra1 / {senha()}",
        f"FileZilla: host ftp.inestraduz.example, user ines_ftp, password {rnd(ALNUM, 14)}, porta 21",
        f"lftp -u ines,{rnd(ALNUM, 16)} sftp://files.inestraduz.internal",
        f"alojamento (painel de controlo)\nines@inestraduz.example\n{pw()}",
    )

    r.add(
        "gmail_app_password",
        f"app password do gmail p/ o WP Mail SMTP: {app_password()}",
        f"SMTP\nhost smtp.mail.example\nuser ines.fonseca@mail.example\npass {app_password()}",
        f"google app pw (Thunderbird no portátil novo) {app_password()}",
        f"define('WPMS_SMTP_PASS', '{app_password()}');",
        f"senha de app google {app_password().replace(' ', '')}",
    )

    r.add(
        "totp_secret",
        f"2FA Wise (chave manual, caso perca o telemóvel): {groups(totp_seed(32), 4)}",
        f"otpauth://totp/Stripe:ines@inestraduz.example?secret={totp_seed()}&issuer=Stripe",
        f"seed do autenticador p/ o wp-admin (plugin WP 2FA)\n{totp_seed(16)}",
        f"código de configuração 2FA do Smartcat {totp_seed(32).lower()}",
        f"Google 2-step secret key: {groups(totp_seed(32).lower(), 4)}",
    )

    r.add(
        "backup_codes",
        "Google backup codes (ines.fonseca):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
        f"Bitwarden recovery code {rnd(LOWER + DIGITS, 32)}",
        "WP 2FA backup codes\n" + "\n".join(digits(8) for _ in range(5)),
        "códigos de backup do GitHub (repo do tema)\n" + recovery_codes(8, "github"),
        f"Microsoft (conta do Office) recovery code: {ms_recovery_code()}",
    )

    r.add(
        "ssh_private_key",
        "chave ssh p/ o servidor do site (id_ed25519):\n" + openssh_private(),
        "~/.ssh/hosting_key\n" + openssh_private(),
        "private key do deploy do wordpress — NÃO partilhar\n" + openssh_private(),
        "a chave antiga em PEM que o painel do alojamento gerou:\n" + pem("RSA PRIVATE KEY", 6),
        "key p/ o GitHub Actions fazer rsync:\n```\n" + openssh_private() + "\n```",
    )

    r.add(
        "password_manager_master",
        f"Bitwarden master password: {passphrase()}",
        f"1Password — Secret Key {onepassword_secret_key()} + master {passphrase()}",
        f"frase-mestra do gestor de passwords\n{passphrase()}\n(em papel na gaveta tb)",
        f"master pw bitwarden {senha()}",
        f"KeePassXC da pen: {passphrase()}",
    )

    r.add(
        "session_cookie",
        f"cookie de sessão wp-admin (para o script de backup): {wp_cookie('ines')}",
        f"Cookie: {wp_cookie('ines')}; wp-settings-1=libraryContent%3Dbrowse",
        f"PHPSESSID={rnd(LOWER + DIGITS, 26)} — sessão do painel do alojamento, usar no curl",
        f"curl -b '{wp_cookie('rui')}' https://inestraduz.example/wp-admin/export.php",
        f"session cookie do Smartcat (p/ o script de download): session={rnd(URLSAFE, 48)}",
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key (newsletter do site): {mailchimp_key()}",
        f"MC4WP key\n{mailchimp_key()}",
        f"mailchimp = {mailchimp_key()}",
        f"newsletter 'Notas de tradução' -> chave mailchimp {mailchimp_key()} lista {hexs(10)}",
        f'{{"mailchimp": {{"api_key": "{mailchimp_key()}", "double_optin": true}}}}',
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "nif_tax_number",
        f"NIF para faturas: {nif()}",
        f"cliente novo (agência de Braga) NIF {nif('5')}",
        f"contribuinte da Marta {nif()} — pôr na fatura dela",
        f"my tax number (NIF) is {nif()} — UK clients keep asking",
        f"NIF\n{nif()}\n(o meu, p/ o formulário do cowork)",
    )

    r.add(
        "pt_iban",
        f"IBAN p/ pagamentos: {pt_iban()}",
        f"IBAN: {pt_iban('0035', spaced=False)} (CGD) — titular Inês Fonseca",
        f"dados bancários da senhoria\n{pt_iban()}\nrenda até dia 8",
        f"transferir p/ o contabilista {pt_iban()} — ref. avença julho",
        f"| Banco | IBAN |\n|---|---|\n| Millennium | {pt_iban('0033')} |\n| ActivoBank | {pt_iban('0023')} |",
    )

    r.add(
        "atcud_invoice_code",
        f"ATCUD: {atcud()}",
        f"fatura da luz ATCUD {atcud()} — deduzir no IRS",
        f"ATCUD {atcud()} na FR do mês passado, confirmar no e-fatura",
        f"código de validação da série (comunicado à AT): {rnd(UPPER + DIGITS, 8)} -> ATCUD = código-número",
        f"QR da fatura: A:{nif('5')}*B:{nif()}*C:PT*D:FT*E:N*F:2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}*H:{atcud()}*I1:PT*N:{secrets.randbelow(40) + 1}.{digits(2)}*Q:{rnd(ALNUM, 4)}*R:{digits(4)}",
    )

    r.add(
        "fatura_recibo_number",
        f"Fatura-Recibo n.º FR ATSIRE01FR/{secrets.randbelow(80) + 1} emitida à agência",
        f"recibo verde {secrets.randbelow(60) + 1}/2024 — {secrets.randbelow(900) + 100},00 €",
        f"invoice INV-2024-{digits(4)} sent to the Dublin client",
        f"FT {pick('2024', '2025')}A/{digits(3)} (Worten) garantia do monitor",
        f"nº documento: FR ATSIRE01FR/{secrets.randbelow(99) + 1}\ndata 2024-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}",
    )

    r.add(
        "stripe_object_id",
        f"Stripe invoice in_1{rnd(ALNUM, 23)} paid — cliente de Hamburgo",
        f"payment intent pi_3{rnd(ALNUM, 23)} falhou (cartão recusado)",
        f"cus_{rnd(ALNUM, 14)} = a agência de Madrid",
        f"reembolso: charge ch_3{rnd(ALNUM, 23)}, refund re_3{rnd(ALNUM, 23)}",
        f"Stripe invoice number {rnd(UPPER + DIGITS, 8)}-{digits(4)}",
    )

    r.add(
        "stripe_publishable",
        f"Stripe publishable key (vai para o front-end): {stripe_publishable_key()}",
        f"pk p/ o checkout do site {stripe_publishable_key()} — é pública, ok",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_51{rnd(ALNUM, 97)}",
        f"<script>const stripe = Stripe('{stripe_publishable_key()}');</script>",
        f"chave publicável\n{stripe_publishable_key()}",
    )

    r.add(
        "wise_transfer_id",
        f"Wise transfer #{digits(9, lead=True)} — 1.250 GBP -> EUR",
        f"transferência wise {digits(10, lead=True)} chegou hoje",
        f"Wise membership number P{digits(8)}",
        f"Wise profile ID {digits(8, lead=True)} (business), titular Inês Fonseca",
        f"pagamento do cliente suíço: Wise transfer ID {digits(9, lead=True)}, ETA sexta",
    )

    r.add(
        "multibanco_reference",
        f"Pagamento MB: Entidade {digits(5, lead=True)} Referência {mbref()} Montante 45,90 €",
        f"IUC do carro — entidade {digits(5, lead=True)} ref {mbref()}",
        f"Ent. {digits(5, lead=True)}\nRef. {mbref()}\nValor {secrets.randbelow(300) + 10},{digits(2)} EUR",
        f"referência multibanco p/ a SS: {mbref()} (entidade {digits(5, lead=True)})",
        f"pagar a quota do cowork por MB: {digits(5, lead=True)} / {mbref()} / 120,00",
    )

    r.add(
        "masked_card_digits",
        f"cartão que termina em {digits(4)} (o da Wise)",
        f"Visa •••• {digits(4)} expira {card_expiry()}",
        f"Stripe payout -> conta ****{digits(4)}",
        f"card ending {digits(4)} was charged twice by the CAT tool subscription",
        f"**** **** **** {digits(4)} — cartão bloqueado, pedi novo",
    )

    r.add(
        "parcel_tracking",
        f"CTT registo {s10('RR', 'PT')}",
        f"encomenda do dicionário (Porto Editora): {s10('RL', 'PT')}",
        f"DPD parcel {digits(14, lead=True)}",
        f"tracking of the laptop: {s10('CP', 'PT')} — a entregar amanhã",
        f"pacote da Amazon.es {digits(12, lead=True)} (seguimento)",
    )

    r.add(
        "travel_booking_code",
        f"TAP booking ref {rnd(UPPER + DIGITS, 6)} LIS-BRU, conferência de tradução",
        f"Airbnb confirmation HM{rnd(UPPER + DIGITS, 8)}",
        f"Booking.com nº de confirmação {digits(10, lead=True)}",
        f"comboio Lisboa–Porto, bilhete {digits(12, lead=True)}, carruagem 3 lugar {secrets.randbelow(60) + 1}",
        f"Ryanair reserva {rnd(UPPER, 6)}",
    )

    r.add(
        "masked_api_key",
        f"DeepL key termina em …{hexs(4)}:fx (a da conta free)",
        f"Stripe dashboard shows sk_live_…{rnd(ALNUM, 4)} — the full key is in Bitwarden",
        f"mailchimp key: ****************{hexs(4)}-us{secrets.randbelow(20) + 1}",
        f"chave google translate AIza…{rnd(URLSAFE, 4)} (revogada em maio)",
        f"Phrase token ••••••••{hexs(6)} — o perfil só mostra isto, o valor completo não aparece mais",
    )

    r.add(
        "plugin_version",
        f"WordPress {pick('6.4.3', '6.5.2', '6.5.5', '6.6.1')}, WooCommerce 8.9.{secrets.randbelow(4)}, PHP 8.2.{secrets.randbelow(20) + 1}",
        f"Yoast SEO 22.{secrets.randbelow(9) + 1} -> 23.0 (atualizar depois do backup)",
        f"memoQ 10.4.{secrets.randbelow(9) + 1} / Trados Studio 2024 SR1 (18.1.1.{secrets.randbelow(9000) + 1000})",
        f"versão do plugin WPML: 4.6.{secrets.randbelow(14)}, String Translation 3.2.{secrets.randbelow(14)}",
        "php -v\nPHP 8.1.27 (cli) (built: Dec 21 2023 20:17:59) (NTS)",
    )

    r.add(
        "git_commit",
        f"tema filho: último commit {hexs(40)}",
        f"git revert {hexs(7)}  (partiu o menu em mobile)",
        f"deploy OK em {hexs(12)} — ver o changelog",
        f"```\ncommit {hexs(40)}\nAuthor: Ines Fonseca <ines@inestraduz.example>\nDate:   Tue Jun 4 18:22:10 2024 +0100\n\n    corrige traduções do rodapé\n```",
        f"PR #12 merged as {hexs(7)}, branch feature/pt-en-toggle",
    )

    r.add(
        "download_checksum",
        f"sha256 do instalador do memoQ: {hexs(64)}",
        f"md5 do backup do site (wp-backup-2024-06.zip) {hexs(32)}",
        f"SHA-1 {hexs(40)}  TradosStudio2024.exe",
        f"checksum ok ✓\n{hexs(64)}  wordpress-6.5.5.tar.gz",
        f'etag do ficheiro no bucket: "{hexs(32)}"',
    )

    r.add(
        "uuid_link",
        f"projeto smartcat https://smartcat.example/projects/{uid()}/workspace",
        f"Phrase job: https://cloud.phrase.example/web/job/{rnd(ALNUM, 22)}/translate",
        f"portal da agência — encomenda https://portal.agencia.example/orders/{uid()}",
        f"pasta do cliente https://drive.example/drive/folders/1{rnd(URLSAFE, 32)}",
        f"glossário partilhado https://docs.example/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit#gid=0",
    )

    r.add(
        "ssh_public_material",
        f"chave pública p/ pôr no painel: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ines@portatil",
        f"fingerprint do servidor: {ssh_fingerprint()} (ED25519) — confirmei com o suporte",
        f"authorized_keys do alojamento\nssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@github",
        f"ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 {ssh_fingerprint()} ines@portatil (ED25519)",
        f"GitHub deploy key (pública, read-only): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )

    r.add(
        "used_otp_code",
        f"código SMS do banco {digits(6)} — já usei, expirou",
        f"Wise mandou {digits(6)} mas entretanto expirou, pedi outro",
        f"verification code {digits(6)} (used 10:42, ignore)",
        f"código de confirmação CMD {digits(6)} — válido 5 min, já passou",
        f"OTP {digits(3)}-{digits(3)} do login Stripe, usado ontem",
    )

    r.add(
        "phone_contact",
        f"Sofia (revisora) {phone()}",
        f"contabilista: {phone()} / escritório {landline()}",
        f"cowork receção tel. {landline()}",
        f"UK client: +44 7{digits(3)} {digits(6)}",
        f"linha de apoio MEO 16200; técnico que veio cá: {phone()}",
    )

    r.add(
        "client_po_number",
        f"PO {digits(7, lead=True)} — Lionbridge, 4.200 palavras, entrega 12/7",
        f"job ID TR-{digits(6)} (agência de Braga)",
        f"Purchase order PO-2024-{digits(5)} / project code {rnd(UPPER, 3)}-{digits(4)}",
        f"nº encomenda do cliente: {rnd(UPPER + DIGITS, 10)}",
        f"XTM project {digits(8, lead=True)}, task {digits(6, lead=True)}",
    )

    r.add(
        "router_sticker_ids",
        f"router MEO: S/N {rnd(UPPER + DIGITS, 12)}, MAC {mac(upper=True)}",
        f"MAC do portátil p/ o filtro do router: {mac()}",
        f"box NOS, nº série {digits(12, lead=True)}",
        f"fibra: ONT ID {rnd(UPPER + DIGITS, 8)}, PON serial {rnd(UPPER, 4)}{hexs(8).upper()}",
        f"IP fixo do cowork 192.0.2.{secrets.randbelow(250) + 2}, gateway 192.0.2.1, DNS 1.1.1.1",
    )

    r.add(
        "pgp_fingerprint",
        f"Proton: a minha chave pública, fingerprint {fingerprint_pgp()}",
        f"key ID 0x{hexs(16).upper()} (verificar com o cliente antes de mandar o contrato)",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----\n^ pública, pode ir no site",
        f"gpg --recv-keys {hexs(40).upper()}",
        f"fingerprint da chave do notário: {fingerprint_pgp()}",
    )

    r.add(
        "analytics_tag",
        f"GA4 measurement ID {ga4_id()}",
        f"gtag('config', '{ga4_id()}');",
        f"Site Kit ligado: propriedade {digits(9, lead=True)}, stream {ga4_id()}",
        f"Google Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Matomo siteId {secrets.randbelow(20) + 1}, tracker https://stats.inestraduz.example/matomo.php",
    )

    r.add(
        "recaptcha_public_sitekey",
        f"reCAPTCHA site key {recaptcha_site_key()} (a secret está no wp-config, não aqui)",
        f"Contact Form 7 -> chave do site: {recaptcha_site_key()}",
        f'<div class="g-recaptcha" data-sitekey="{recaptcha_site_key()}"></div>',
        f"hCaptcha sitekey {uid()}",
        f"Cloudflare Turnstile site key 0x4AAAAAAA{rnd(URLSAFE, 14)}",
    )

    r.add(
        "secret_mentioned_not_written",
        "a senha das Finanças está no Bitwarden, pasta 'Estado'",
        "mudei a password do router ontem — não a escrevo aqui, está no cofre",
        "Wi-Fi key is on the sticker under the router (not the admin one!)",
        "PIN do cartão novo chegou por carta separada, guardei-a em casa",
        "Rotated the Stripe secret key after the plugin scare; the new one lives only in the hosting env vars.",
    )

    r.add(
        "vault_or_env_reference",
        "define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );",
        "bw get password 'Portal das Finanças'",
        "op://Pessoal/Wise/password",
        "env:\n  SFTP_PASSWORD: ${{ secrets.SFTP_PASSWORD }}\n  DEEPL_AUTH_KEY: ${{ secrets.DEEPL_AUTH_KEY }}",
        "STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY:?missing}  # definido no painel do alojamento",
    )

    r.add(
        "amounts_and_dates",
        f"IRS 2023: reembolso {secrets.randbelow(900) + 100},{digits(2)} € — recebido 14/06",
        "Fatura 1.245,50 € + IVA 23% = 1.531,97 € ; retenção 25%",
        f"tarifa: 0,09 €/palavra, mínimo 35 €; {secrets.randbelow(9000) + 1000} palavras",
        f"trimestral SS: {secrets.randbelow(400) + 100},{digits(2)} € até 20/{secrets.randbelow(12) + 1:02d}",
        f"GBP 2,300.00 -> EUR {secrets.randbelow(800) + 2600}.{digits(2)} (taxa 1.{digits(4)})",
    )

    r.add(
        "receiving_bank_details",
        f"Wise EUR details: IBAN {be_iban()}, BIC TRWIBEB1XXX",
        f"UK clients: sort code {digits(2)}-{digits(2)}-{digits(2)}, account {digits(8)} (Wise GBP)",
        "BIC/SWIFT CGD: CGDIPTPL; Millennium: BCOMPTPL",
        f"USD: ACH routing {digits(9, lead=True)}, account {digits(10, lead=True)}",
        f"dados p/ o cliente alemão\nIBAN {pt_iban('0023')}\nBIC ACTVPTPL",
    )

    r.add(
        "id_document_number",
        f"Cartão de Cidadão nº {cc_number()} válido até 2031",
        f"NISS {digits(11, lead=True)} (segurança social) — p/ o contrato",
        f"passaporte {rnd(UPPER, 2)}{digits(6)}, exp. 2029",
        f"nº utente SNS {digits(9, lead=True)}",
        f"carta de condução L-{digits(7)} {digits(1)}",
    )

    r.add(
        "device_serial",
        f"IMEI do telemóvel: {imei()}",
        f"portátil ThinkPad S/N PF{rnd(UPPER + DIGITS, 6)}",
        f"Kindle serial {rnd(UPPER + DIGITS, 16)}",
        f"monitor S/N CN-0{rnd(UPPER + DIGITS, 5)}-{digits(5)}-{digits(3)}-{rnd(UPPER + DIGITS, 4)}",
        f"iPad serial {rnd(UPPER + DIGITS, 10)} (garantia até 2026)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout383.py", [
        ("heldout383_credentials.yaml", credentials(), "Held-out batch 383: credentials a Lisbon freelance translator keeps (DeepL, Phrase, CAT tools, Wise, banks, Stripe, Finanças, router, co-working door, WordPress and more)"),
        ("heldout383_lookalikes.yaml", lookalikes(), "Held-out batch 383: a Lisbon translator's NIFs, IBANs, ATCUDs, Multibanco references, Stripe ids, public keys, masked keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
